import { useId } from 'react';
import { ADMIN_NOTE_MAX_LENGTH } from '../../../../shared/admin';

/** The admin's note or reason, written into the audit log and, where the action says so, to the citizen. */
export function NoteField({ label, value, onChange, required }: { label: string; value: string; onChange: (value: string) => void; required?: boolean }) {
  const id = useId();
  return (
    <div className="admin-note">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} rows={2} maxLength={ADMIN_NOTE_MAX_LENGTH} required={required} value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}
