// What other modules may use of `projects`: they import it from here, never from its files
// (ARCHITECTURE.md, "Boundaries").
export { workflowJson } from './project-json';
export { staffProject } from './staff-projects';
export { siteJson } from './site-json';
