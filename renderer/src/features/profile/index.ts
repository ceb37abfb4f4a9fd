// What other features may use of profiles: Settings shows a saved profile on the profile page at once.
export { showOwnProfile } from './endpoints';
