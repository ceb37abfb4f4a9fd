import { useEffect } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { followOwnReputation } from './endpoints';

/** Mount once under the signed-in routes: the signed-in user's cached profile follows `reputation:updated`. */
export function useOwnReputationLive() {
  const dispatch = useAppDispatch();
  useEffect(() => followOwnReputation(dispatch), [dispatch]);
}
