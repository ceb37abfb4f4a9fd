// What the shell and other features use of profiles: pending follow requests and the live follow events.
export { FollowRequests } from './FollowRequests';
export { followApproved, followRequested, useFollowRequestsQuery } from './endpoints';
