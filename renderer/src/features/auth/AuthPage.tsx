import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LanguageSwitcher } from '../../ui/LanguageSwitcher';
import { BrandLink, Logo } from '../../ui/Logo';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';
import { ResetPasswordForm } from './ResetPasswordForm';
import { SignupForm } from './SignupForm';
import './auth.css';

type AuthMode = 'login' | 'signup' | 'forgot' | 'reset';

/**
 * The auth screen, one component in four modes. Login and sign-up have their own routes
 * (/login, /signup); forgot-password is a sub-mode of login; the emailed reset link opens
 * /login?reset=token.
 */
export default function AuthPage({ route }: { route: 'login' | 'signup' }) {
  const { t } = useTranslation(['auth', 'landing', 'common']);
  const [searchParams, setSearchParams] = useSearchParams();
  const [forgotPassword, setForgotPassword] = useState(false);
  const [passwordChanged, setPasswordChanged] = useState(false);

  const resetToken = route === 'login' ? searchParams.get('reset') : null;
  const mode: AuthMode = resetToken ? 'reset' : route === 'login' && forgotPassword ? 'forgot' : route;
  const backToLogin = () => {
    setForgotPassword(false);
    setSearchParams({}, { replace: true });
  };

  return (
    <div className="auth">
      <aside className="auth__brand" aria-hidden="true">
        <Logo size={48} />
        <p className="auth__brand-name">{t('common:appName')}</p>
        <p className="auth__tagline">{t('tagline')}</p>
        <ul className="auth__pillars">
          <li>{t('landing:pillars.identity.title')}</li>
          <li>{t('landing:pillars.coachability.title')}</li>
          <li>{t('landing:pillars.communityTrust.title')}</li>
        </ul>
      </aside>
      <main className="auth__main">
        <div className="auth__top">
          <BrandLink to="/" />
          <LanguageSwitcher />
        </div>
        <div className="auth__panel">
          <h1>{t(`${mode}.title`)}</h1>
          <p className="auth__subtitle">{t(`${mode}.subtitle`)}</p>
          {mode === 'login' && <LoginForm notice={passwordChanged ? t('reset.done') : undefined} onForgotPassword={() => setForgotPassword(true)} />}
          {mode === 'signup' && <SignupForm />}
          {mode === 'forgot' && <ForgotPasswordForm onBack={backToLogin} />}
          {mode === 'reset' && resetToken && (
            <ResetPasswordForm
              token={resetToken}
              onBack={backToLogin}
              onDone={() => {
                setPasswordChanged(true);
                backToLogin();
              }}
            />
          )}
        </div>
      </main>
    </div>
  );
}
