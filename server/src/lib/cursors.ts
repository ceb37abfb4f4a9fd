import { z } from 'zod';
import { idSchema } from '../../../shared/text';
import { HttpError } from './errors';

// Every list cursor, in one place. On the wire a cursor is opaque: base64url JSON of one of these
// shapes, checked against its schema on the way back in and parsed into values PostgreSQL accepts:
// JavaScript reads dates ("May 5", year +275760) and numbers (-1e308) that the database refuses,
// and an id with a NUL cannot even be sent to it.

/** An ISO 8601 instant of year 1 or later (PostgreSQL has no year 0), passed on in UTC. */
const instant = z.iso
  .datetime({ offset: true })
  .transform((value) => new Date(value))
  .refine((date) => !Number.isNaN(date.getTime()) && date.getUTCFullYear() >= 1 && date.getUTCFullYear() <= 9999)
  .transform((date) => date.toISOString());

/** A feed score is 0.5 x reputation/100 + 0.5 x recency, in [0, 1]; the margin absorbs floating-point rounding. */
const feedScore = z.number().min(-1).max(2);

/** Newest-first lists (a profile's posts, a hashtag's): the last item's creation time and id. */
export const timeCursor = z.object({ c: instant, id: idSchema });

/** The feed: the snapshot time its pages are ranked at, and the last post's (score, id). */
export const feedCursor = z.object({ t: instant, s: feedScore, id: idSchema });

/** The admin queue of disputes: just after this dispute in (pending first, newest first) order. */
export const disputeQueueCursor = z.object({ pending: z.boolean(), createdAt: instant, id: idSchema });

export type DisputeQueueCursor = z.infer<typeof disputeQueueCursor>;

/** The admin queue of reports: just after this item in (last reported, newest first) order. */
export const reportQueueCursor = z.object({ at: instant, type: z.enum(['post', 'comment', 'message']), id: idSchema });

export type ReportQueueCursor = z.infer<typeof reportQueueCursor>;

/** The admin queue of identity reviews: just after this citizen in (pending first, newest request first) order. */
export const kycQueueCursor = z.object({ pending: z.boolean(), at: instant, id: idSchema });

/** The admin's list of citizens: just after this citizen in (newest first) order. */
export const citizenListCursor = timeCursor;

/** The schema names the cursor's shape, so a position of the wrong shape does not compile. */
export function encodeCursor<S extends z.ZodType>(_schema: S, value: z.input<S>): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** The cursor's position, or 400 INVALID_CURSOR for anything this schema did not write. */
export function decodeCursor<S extends z.ZodType>(schema: S, cursor: string): z.output<S> {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    value = undefined;
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new HttpError(400, 'INVALID_CURSOR');
  return parsed.data;
}

/**
 * One page of a list read with one row more than `limit`: that extra row tells whether a next page
 * exists, and the page's last row is where it starts.
 */
export function pageOf<Row, S extends z.ZodType>(rows: Row[], limit: number, schema: S, positionOf: (last: Row) => z.input<S>) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { page, nextCursor: rows.length > limit && last !== undefined ? encodeCursor(schema, positionOf(last)) : null };
}
