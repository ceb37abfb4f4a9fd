import { createContext, useContext } from 'react';
import type { User } from '../../../../shared/users';

/** The signed-in citizen, provided by the signed-in routes once `me` has loaded. */
export const CurrentUserContext = createContext<User | null>(null);

export function useCurrentUser(): User {
  const user = useContext(CurrentUserContext);
  if (!user) throw new Error('useCurrentUser is only available under the signed-in routes');
  return user;
}
