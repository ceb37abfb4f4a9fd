import { lazy, Suspense } from 'react';
import { useMeQuery } from '../features/auth';
import { LoadingScreen } from './shell/LoadingScreen';
import { SignedOutRoutes } from './SignedOutRoutes';

// The signed-in city (shell, posts and what they carry) is its own chunk: a visitor on the
// landing page does not download it.
const SignedInRoutes = lazy(() => import('./SignedInRoutes'));

/** Who is signed in decides which routes exist. */
export function App() {
  const me = useMeQuery();
  if (me.isLoading) return <LoadingScreen />;
  if (me.data)
    return (
      <Suspense fallback={<LoadingScreen />}>
        <SignedInRoutes user={me.data} />
      </Suspense>
    );
  return <SignedOutRoutes profileFailed={me.isError} />;
}
