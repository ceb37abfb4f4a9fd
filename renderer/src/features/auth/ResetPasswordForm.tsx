import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordResetConfirmSchema } from '../../../../shared/auth';
import { problemOf, problemOfIssues, type Problem } from '../../api/errors';
import { useConfirmPasswordResetMutation } from './endpoints';
import { BackToLogin, FormError, PasswordField, SubmitButton } from './fields';

/** The emailed link's form (/login?reset=token): a new password, typed twice. */
export function ResetPasswordForm({ token, onDone, onBack }: { token: string; onDone: () => void; onBack: () => void }) {
  const { t } = useTranslation('auth');
  const [confirmReset, { isLoading }] = useConfirmPasswordResetMutation();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password !== confirmation) {
      setProblem({ code: 'PASSWORDS_DO_NOT_MATCH' });
      return;
    }
    const parsed = passwordResetConfirmSchema.safeParse({ token, password });
    if (!parsed.success) {
      setProblem(problemOfIssues(parsed.error));
      return;
    }
    setProblem(null);
    try {
      await confirmReset(parsed.data).unwrap();
      onDone();
    } catch (error) {
      setProblem(problemOf(error));
    }
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <PasswordField label={t('fields.newPassword')} autoComplete="new-password" value={password} onChange={setPassword} />
      <PasswordField label={t('fields.confirmPassword')} autoComplete="new-password" value={confirmation} onChange={setConfirmation} />
      {problem && <FormError problem={problem} />}
      <SubmitButton busy={isLoading}>{t('reset.submit')}</SubmitButton>
      <BackToLogin onBack={onBack}>{t('reset.back')}</BackToLogin>
    </form>
  );
}
