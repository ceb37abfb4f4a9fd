import { useId, useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { problemText, type Problem } from '../../api/errors';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>;

interface FieldProps extends InputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
}

/** A labelled input (found by its label in tests and by screen readers). */
export function TextField({ label, value, onChange, hint, ...input }: FieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} value={value} onChange={(event) => onChange(event.target.value)} aria-describedby={hint ? `${id}-hint` : undefined} {...input} />
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField({ label, value, onChange, ...input }: Omit<FieldProps, 'hint' | 'type'>) {
  const { t } = useTranslation('auth');
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="field__password">
        <input id={id} type={visible ? 'text' : 'password'} value={value} onChange={(event) => onChange(event.target.value)} {...input} />
        <button type="button" className="field__toggle" aria-controls={id} onClick={() => setVisible((shown) => !shown)}>
          {visible ? t('passwordToggle.hide') : t('passwordToggle.show')}
          <span className="visually-hidden"> {t('passwordToggle.target')}</span>
        </button>
      </div>
    </div>
  );
}

/** A failed submit, worded by api.md's rule (the code's translation, else the message), and what more the server said. */
export function FormError({ problem, fallback, detail }: { problem: Problem; fallback?: string; detail?: string }) {
  useTranslation(); // re-render in the new language when it changes
  return (
    <p className="notice notice--error" role="alert">
      {problemText(problem, fallback)}
      {detail && (
        <>
          <br />
          {detail}
        </>
      )}
    </p>
  );
}

export function FormSuccess({ children }: { children: string }) {
  return (
    <p className="notice notice--success" role="status">
      {children}
    </p>
  );
}

/** A form's main button, disabled while its call runs. */
export function SubmitButton({ busy, children }: { busy: boolean; children: string }) {
  return (
    <button type="submit" className="button button--primary auth-form__submit" disabled={busy}>
      {children}
    </button>
  );
}

/** The line under a reset form that leads back to the login. */
export function BackToLogin({ onBack, children }: { onBack: () => void; children: string }) {
  return (
    <p className="auth-form__switch">
      <button type="button" className="link-button" onClick={onBack}>
        {children}
      </button>
    </p>
  );
}

/** The line under login and sign-up that leads to the other one. */
export function SwitchLine({ prompt, to, link }: { prompt: string; to: string; link: string }) {
  return (
    <p className="auth-form__switch">
      {prompt} <Link to={to}>{link}</Link>
    </p>
  );
}
