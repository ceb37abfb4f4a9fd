import type { Message } from '../../../../shared/conversations';

/** A local calendar day, as a key that compares by equality. */
export const dayKey = (iso: string) => {
  const date = new Date(iso);
  return `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`;
};

export type ChatRow = { kind: 'day'; key: string; iso: string } | { kind: 'message'; message: Message };

/** Oldest first, with a day separator before the first message of each day. */
export function withDaySeparators(oldestFirst: Message[]): ChatRow[] {
  const rows: ChatRow[] = [];
  let previous: string | null = null;
  for (const message of oldestFirst) {
    const key = dayKey(message.createdAt);
    if (key !== previous) rows.push({ kind: 'day', key, iso: message.createdAt });
    previous = key;
    rows.push({ kind: 'message', message });
  }
  return rows;
}

/** "Today", "Yesterday" (in the interface language), else the date: what a day separator says. */
export function dayLabel(iso: string, now: Date, language: string): string {
  const startOf = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
  const days = Math.round((startOf(new Date(iso)) - startOf(now)) / (24 * 3600 * 1000));
  if (days === 0 || days === -1) {
    const text = new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(days, 'day');
    return text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
  }
  const sameYear = new Date(iso).getFullYear() === now.getFullYear();
  return new Date(iso).toLocaleDateString(language, { weekday: 'long', day: 'numeric', month: 'long', ...(sameYear ? {} : { year: 'numeric' }) });
}
