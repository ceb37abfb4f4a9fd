import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { problemOf, problemText } from '../../api/errors';

/** One card of the settings page, reachable by its id from the page's contents. */
export function SettingsSection({ id, title, hint, children }: { id: string; title: string; hint?: string; children: ReactNode }) {
  return (
    <section id={id} className="card contents-page__section settings__section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {hint && <p className="settings__hint">{hint}</p>}
      {children}
    </section>
  );
}

/** The visible confirmation that a change is saved. */
export function Saved({ children }: { children: string }) {
  return (
    <p className="notice notice--success" role="status">
      {children}
    </p>
  );
}

/** A failed save, worded by api.md's rule (the code's translation, else the message). */
export function Failed({ error }: { error: unknown }) {
  useTranslation(); // re-render in the new language when it changes
  return (
    <p className="notice notice--error" role="alert">
      {problemText(problemOf(error))}
    </p>
  );
}
