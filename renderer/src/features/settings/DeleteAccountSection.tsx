import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteAccountMutation } from './endpoints';
import { Failed, SettingsSection } from './SettingsSection';

/** Deleting the account, with the password and an explicit acknowledgement; afterwards the app is signed out. */
export function DeleteAccountSection() {
  const { t } = useTranslation('settings');
  const passwordId = useId();
  const [password, setPassword] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [deleteAccount, { isLoading, error, reset }] = useDeleteAccountMutation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void deleteAccount({ password });
  };

  return (
    <SettingsSection id="delete" title={t('delete.title')} hint={t('delete.hint')}>
      <form className="settings__form" onSubmit={submit} noValidate>
        <div className="settings__field">
          <label htmlFor={passwordId}>{t('delete.password')}</label>
          <input
            id={passwordId}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              reset();
            }}
          />
        </div>
        <label className="settings__check">
          <input type="checkbox" checked={understood} onChange={(event) => setUnderstood(event.target.checked)} />
          {t('delete.confirm')}
        </label>
        {error && <Failed error={error} />}
        <div className="settings__actions">
          <button type="submit" className="button settings__danger" disabled={isLoading || !understood || !password}>
            {t('delete.submit')}
          </button>
        </div>
      </form>
    </SettingsSection>
  );
}
