import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordResetSchema } from '../../../../shared/auth';
import { problemOf, problemOfIssues, type Problem } from '../../api/errors';
import { currentLanguage } from '../../i18n';
import { useRequestPasswordResetMutation } from './endpoints';
import { BackToLogin, FormError, FormSuccess, SubmitButton, TextField } from './fields';

/** Asks for a reset link by email (sent in the interface language). */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation(['auth', 'errors']);
  const [requestReset, { isLoading }] = useRequestPasswordResetMutation();
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<{ sent: true } | { problem: Problem } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = passwordResetSchema.safeParse({ email, language: currentLanguage() });
    if (!parsed.success) {
      setOutcome({ problem: problemOfIssues(parsed.error) });
      return;
    }
    setOutcome(null);
    try {
      await requestReset(parsed.data).unwrap();
      setOutcome({ sent: true });
    } catch (error) {
      setOutcome({ problem: problemOf(error) });
    }
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <TextField label={t('fields.email')} type="email" autoComplete="email" placeholder={t('fields.emailPlaceholder')} value={email} onChange={setEmail} />
      {outcome && 'sent' in outcome && <FormSuccess>{t('forgot.sent')}</FormSuccess>}
      {outcome && 'problem' in outcome && <FormError problem={outcome.problem} fallback={t('errors:resetFailed')} />}
      <SubmitButton busy={isLoading}>{t('forgot.submit')}</SubmitButton>
      <BackToLogin onBack={onBack}>{t('forgot.back')}</BackToLogin>
    </form>
  );
}
