import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { problemOf, type Problem } from '../../api/errors';
import { useLoginMutation } from './endpoints';
import { FormError, FormSuccess, PasswordField, SubmitButton, SwitchLine, TextField } from './fields';

/** Email + password. Success switches the app to the signed-in routes, which open /app. */
export function LoginForm({ notice, onForgotPassword }: { notice?: string; onForgotPassword: () => void }) {
  const { t } = useTranslation('auth');
  const [login, { isLoading }] = useLoginMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    try {
      await login({ email, password }).unwrap();
    } catch (error) {
      setProblem(problemOf(error));
    }
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      {notice && <FormSuccess>{notice}</FormSuccess>}
      <TextField label={t('fields.email')} type="email" autoComplete="email" placeholder={t('fields.emailPlaceholder')} value={email} onChange={setEmail} />
      <PasswordField label={t('fields.password')} autoComplete="current-password" value={password} onChange={setPassword} />
      <div className="auth-form__aside">
        <button type="button" className="link-button" onClick={onForgotPassword}>
          {t('login.forgot')}
        </button>
      </div>
      {problem && <FormError problem={problem} />}
      <SubmitButton busy={isLoading}>{t('login.submit')}</SubmitButton>
      <SwitchLine prompt={t('login.switchPrompt')} to="/signup" link={t('login.switchLink')} />
    </form>
  );
}
