import type { Response } from 'supertest';
import { SESSION_COOKIE } from '../app';

/** The `name=value` pair of the session cookie a response set. */
export function sessionCookie(res: Response): string {
  const header = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const cookie = header.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error('no session cookie in the response');
  return cookie.split(';')[0];
}

export function sessionCookieAttributes(res: Response): string {
  return ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? '';
}

/** The session id inside a signed `city.sid=s%3A<sid>.<signature>` cookie. */
export function sessionId(cookie: string): string {
  return decodeURIComponent(cookie.split('=')[1]).replace(/^s:/, '').split('.')[0];
}
