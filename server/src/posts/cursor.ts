import { HttpError } from '../lib/errors';

/** Opaque cursors: base64url JSON, validated on the way back in. */
export function encodeCursor(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

export function decodeCursor<T>(cursor: string, isValid: (value: unknown) => value is T): T {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (isValid(value)) return value;
  } catch {
    // fall through to the error below
  }
  throw new HttpError(400, 'INVALID_CURSOR');
}

export interface TimeCursor {
  c: string;
  id: string;
}

export const isTimeCursor = (v: unknown): v is TimeCursor =>
  typeof v === 'object' && v !== null && typeof (v as TimeCursor).c === 'string' && !Number.isNaN(Date.parse((v as TimeCursor).c)) && typeof (v as TimeCursor).id === 'string';
