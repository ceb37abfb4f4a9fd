import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordChangeSchema } from '../../../../shared/auth';
import { problemOfIssues, problemText, type Problem } from '../../api/errors';
import { useChangePasswordMutation } from './endpoints';
import { Failed, Saved, SettingsSection } from './SettingsSection';

/** Password change (product-spec.md section 5): the new one twice, the current one checked by the server. */
export function PasswordSection() {
  const { t } = useTranslation('settings');
  const ids = { current: useId(), next: useId(), confirm: useId() };
  const [fields, setFields] = useState({ currentPassword: '', newPassword: '', confirm: '' });
  const [problem, setProblem] = useState<Problem | null>(null);
  const [changePassword, { isLoading, isSuccess, error, reset }] = useChangePasswordMutation();

  const edit = (name: keyof typeof fields) => (value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setProblem(null);
    reset();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (fields.newPassword !== fields.confirm) return setProblem({ code: 'PASSWORDS_DO_NOT_MATCH' });
    const parsed = passwordChangeSchema.safeParse(fields);
    if (!parsed.success) return setProblem(problemOfIssues(parsed.error, ['currentPassword', 'newPassword']));
    const done = await changePassword(parsed.data);
    if (!('error' in done)) setFields({ currentPassword: '', newPassword: '', confirm: '' });
  };

  const input = (id: string, name: keyof typeof fields, label: string, autoComplete: string) => (
    <div className="settings__field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="password" autoComplete={autoComplete} value={fields[name]} onChange={(event) => edit(name)(event.target.value)} />
    </div>
  );

  return (
    <SettingsSection id="password" title={t('password.title')}>
      <form className="settings__form" onSubmit={(event) => void submit(event)} noValidate>
        {input(ids.current, 'currentPassword', t('password.current'), 'current-password')}
        {input(ids.next, 'newPassword', t('password.new'), 'new-password')}
        {input(ids.confirm, 'confirm', t('password.confirm'), 'new-password')}
        {problem && (
          <p className="notice notice--error" role="alert">
            {problemText(problem)}
          </p>
        )}
        {error && <Failed error={error} />}
        {isSuccess && <Saved>{t('password.saved')}</Saved>}
        <div className="settings__actions">
          <button type="submit" className="button button--primary" disabled={isLoading}>
            {t('password.submit')}
          </button>
        </div>
      </form>
    </SettingsSection>
  );
}
