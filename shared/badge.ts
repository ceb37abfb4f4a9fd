import { UNREAD_BADGE_MAX } from './constants';

/** The unread badge: nothing at 0, the count up to 9, then "9+". */
export function unreadBadgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(count);
}
