import { useMeQuery } from '../features/auth/endpoints';
import { LoadingScreen } from './shell/LoadingScreen';
import { SignedInRoutes } from './SignedInRoutes';
import { SignedOutRoutes } from './SignedOutRoutes';

/** Who is signed in decides which routes exist. */
export function App() {
  const me = useMeQuery();
  if (me.isLoading) return <LoadingScreen />;
  if (me.data) return <SignedInRoutes user={me.data} />;
  return <SignedOutRoutes profileFailed={me.isError} />;
}
