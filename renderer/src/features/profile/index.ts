// What the shell and other features use of profiles: pending follow requests, the live follow events,
// and a saved profile shown on the profile page at once (Settings).
export { FollowRequests } from './FollowRequests';
export { followApproved, followRequested, showOwnProfile, useFollowRequestsQuery } from './endpoints';
