// What other modules may use of `partners`: they import it from here, never from its files
// (ARCHITECTURE.md, "Boundaries").
export { invitationShowsProject, standingOf } from './partner-projects';
