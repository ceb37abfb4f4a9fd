import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SIGNUP_FIELD_ORDER, signupSchema } from '../../../../shared/auth';
import { normalizeHandle } from '../../../../shared/handle';
import { problemOf, problemOfIssues, type Problem } from '../../api/errors';
import { currentLanguage } from '../../i18n';
import { useSignupMutation } from './endpoints';
import { FormError, PasswordField, SubmitButton, SwitchLine, TextField } from './fields';

/** Display name, @handle, email, password; checked here with the server's own schema first. */
export function SignupForm() {
  const { t } = useTranslation('auth');
  const [signup, { isLoading }] = useSignupMutation();
  const [username, setUsername] = useState('');
  const [handle, setHandle] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The interface language becomes the account's language (its emails, other devices).
    const parsed = signupSchema.safeParse({ username, handle, email, password, language: currentLanguage() });
    if (!parsed.success) {
      setProblem(problemOfIssues(parsed.error, SIGNUP_FIELD_ORDER));
      return;
    }
    setProblem(null);
    try {
      await signup(parsed.data).unwrap();
    } catch (error) {
      setProblem(problemOf(error));
    }
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <TextField label={t('fields.displayName')} autoComplete="name" placeholder={t('fields.displayNamePlaceholder')} value={username} onChange={setUsername} />
      <TextField
        label={t('fields.handle')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="@handle"
        hint={t('fields.handleHint')}
        value={handle}
        onChange={(value) => setHandle(normalizeHandle(value))}
      />
      <TextField label={t('fields.email')} type="email" autoComplete="email" placeholder={t('fields.emailPlaceholder')} value={email} onChange={setEmail} />
      <PasswordField label={t('fields.password')} autoComplete="new-password" value={password} onChange={setPassword} />
      {problem && <FormError problem={problem} />}
      <SubmitButton busy={isLoading}>{t('signup.submit')}</SubmitButton>
      <SwitchLine prompt={t('signup.switchPrompt')} to="/login" link={t('signup.switchLink')} />
    </form>
  );
}
