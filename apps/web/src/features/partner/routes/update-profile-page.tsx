export { default } from './complete-profile-page';
