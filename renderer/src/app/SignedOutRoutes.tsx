import { Suspense, useEffect, useEffectEvent } from 'react';
import { Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { LEGAL_PAGES } from '../features/legal';
import { AuthPage, LandingPage, LegalLayout, LegalPage } from './pages';
import { LoadingScreen } from './shell/LoadingScreen';

/**
 * The visitor's city: landing, login and sign-up, and the company pages the landing footer links to. `profileFailed` means the profile did not
 * load (not a plain "signed out"): the spec sends that user to / once; from there they may sign in.
 */
export function SignedOutRoutes({ profileFailed }: { profileFailed: boolean }) {
  const navigate = useNavigate();
  const goHome = useEffectEvent(() => void navigate('/', { replace: true }));
  useEffect(() => {
    if (profileFailed) goHome();
  }, [profileFailed]);

  return (
    <Suspense fallback={<LoadingScreen />}>
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route path="/login" element={<AuthPage route="login" />} />
        <Route path="/signup" element={<AuthPage route="signup" />} />
        <Route element={<LegalLayout />}>
          {LEGAL_PAGES.map((page) => (
            <Route key={page} path={`/${page}`} element={<LegalPage page={page} />} />
          ))}
        </Route>
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </Suspense>
  );
}
