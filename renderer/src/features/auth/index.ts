// What the shell and other features may use of auth; the forms and the auth page stay inside.
export { authApi, useLogoutMutation, useMeQuery } from './endpoints';
export { CurrentUserContext, useCurrentUser } from './currentUser';
