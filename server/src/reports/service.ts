import { randomUUID } from 'node:crypto';
import type { ResolveReportInput } from '../../../shared/admin';
import { SERVER_EVENTS, type ServerEventName, type ServerEventPayload } from '../../../shared/events';
import type { CreateReportInput, ReportedItem, ReportQueue, ReportQueueEntry, ReportReason, ReportStatus } from '../../../shared/reports';
import type { AdminQueueEvents } from '../admin/queue-events';
import { auditRepository } from '../audit/repository';
import type { Actor } from '../lib/actor';
import { decodeCursor, pageOf, reportQueueCursor } from '../lib/cursors';
import type { Db, Queryable } from '../lib/db';
import { HttpError, notFound } from '../lib/errors';
import type { RateLimits } from '../lib/rate-limits';
import type { NotificationsService } from '../notifications/service';
import type { PostsService } from '../posts/service';
import { postsRepository } from '../posts/repository';
import type { Realtime } from '../realtime/realtime';
import { reportsRepository } from './repository';

const STATUS_OF: Record<ResolveReportInput['action'], ReportStatus> = { dismiss: 'dismissed', hide: 'hidden', remove: 'removed' };
const MODERATION_OF = { dismiss: null, hide: 'hidden', remove: 'removed' } as const;

/** A ruled comment: where it was and who wrote it (who still sees it while it is hidden). */
interface RuledComment {
  id: string;
  postId: string;
  authorId: string;
}

/** The reason most of the ruled reports gave (the first given among equals): what the author is told, never who reported. */
function mainReason(reasons: ReportReason[]): ReportReason {
  const counts = new Map<ReportReason, number>();
  for (const reason of reasons) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  return [...counts].reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

/** Citizens report what they see; admins read the reports grouped by item and rule on each item. */
export function createReportsService(deps: {
  db: Db;
  rateLimits: RateLimits;
  realtime: Realtime;
  notifications: Pick<NotificationsService, 'notifyWithin'>;
  posts: Pick<PostsService, 'publish' | 'audienceOf'>;
  queueEvents: AdminQueueEvents;
}) {
  const { db, realtime } = deps;

  /** Sends an event to whoever may see the post (`audience`), but `except` (an author who still sees the item). */
  function toAudience<E extends ServerEventName>(audience: 'everyone' | string[], except: string[], event: E, payload: ServerEventPayload<E>): void {
    if (audience === 'everyone') return realtime.toEveryoneExcept(except, event, payload);
    realtime.toUsers(audience.filter((uid) => !except.includes(uid)), event, payload);
  }

  /**
   * A post that disappears from some screens: `post:deleted` to whoever could see it, but its author
   * when it is only hidden (they still see it). Messages have no event of their own: they are gone on the next read.
   */
  async function unpublishPost(id: string, keepAuthor: boolean): Promise<void> {
    const row = await postsRepository.findAny(db, id);
    if (!row) return;
    // Those who could see it before the ruling: a secret guild's post is news to its members alone.
    toAudience(await deps.posts.audienceOf(row), keepAuthor ? [row.author_id] : [], SERVER_EVENTS.postDeleted, { id });
  }

  /**
   * A comment that leaves its thread on open screens: `comment:removed` to whoever may see its post, but
   * the comment's author when it is only hidden (they still see it, pending review).
   */
  async function unpublishComment(comment: RuledComment, keepAuthor: boolean): Promise<void> {
    const post = await postsRepository.findAny(db, comment.postId);
    if (!post || post.deleted_at) return;
    // A post an admin hid is its author's alone, and so are the comments under it.
    const audience = post.moderation ? [post.author_id] : await deps.posts.audienceOf(post);
    toAudience(audience, keepAuthor ? [comment.authorId] : [], SERVER_EVENTS.commentRemoved, { postId: post.id, commentId: comment.id });
  }

  /** Whoever sees the post of a removed comment sees its count go down; a hidden one still counts, pending review. */
  async function commentRemoved(counted: { postId: string; commentsCount: number } | null): Promise<void> {
    const post = counted && (await postsRepository.findAny(db, counted.postId));
    if (post) await deps.posts.publish(post, SERVER_EVENTS.postUpdated, { id: post.id, commentsCount: counted.commentsCount });
  }

  /** The notification to the item's author, with where to find it while they still can (hidden, not removed). */
  function authorNotice(tx: Queryable, entry: ReportQueueEntry & { item: ReportedItem }, action: 'hide' | 'remove', reasons: ReportReason[], note?: string) {
    const where =
      action === 'remove'
        ? {}
        : entry.itemType === 'message'
          ? { conversationId: entry.item.conversationId! }
          : { postId: entry.item.postId!, ...(entry.itemType === 'comment' ? { commentId: entry.itemId } : {}) };
    return deps.notifications.notifyWithin(tx, {
      recipientId: entry.item.author.uid,
      type: 'report_resolved',
      decision: action,
      reason: mainReason(reasons),
      note,
      ...where,
    });
  }

  return {
    /**
     * Files a citizen's report. Paced before anything is looked up, so the pace also bounds guessing
     * at ids; an item the citizen may not see is 404 exactly like one that does not exist.
     */
    async file(reporterId: string, input: CreateReportInput): Promise<{ reportId: string }> {
      await deps.rateLimits.consume('reportPerUser', reporterId);
      const { reportId, wasQueued } = await db.transaction(async (tx) => {
        const itemAuthorId = await reportsRepository.authorIfVisible(tx, reporterId, input.item);
        if (!itemAuthorId) throw notFound();
        const wasQueued = await reportsRepository.inQueue(tx, input.item);
        const reportId = await reportsRepository.upsert(tx, { id: randomUUID(), item: input.item, itemAuthorId, reporterId, reason: input.reason, details: input.details });
        return { reportId, wasQueued };
      });
      deps.queueEvents.changed('reports', input.item.id, wasQueued ? 'updated' : 'added');
      return { reportId };
    },

    /** The admin queue: items with open reports or hidden pending review, most recently reported first. */
    async queue(cursor: string | undefined, limit: number): Promise<ReportQueue> {
      const rows = await reportsRepository.queue(db, cursor ? decodeCursor(reportQueueCursor, cursor) : null, limit);
      const { page, nextCursor } = pageOf(rows, limit, reportQueueCursor, (last) => ({ at: last.lastReportedAt, type: last.itemType, id: last.itemId }));
      return { items: page, nextCursor };
    },

    /** One item (named by its id or any of its reports' ids) whatever its state, with every report of it. */
    async entry(id: string): Promise<ReportQueueEntry> {
      const ref = await reportsRepository.refOf(db, id);
      const entry = ref && (await reportsRepository.entry(db, ref));
      if (!entry) throw notFound();
      return entry;
    },

    /**
     * An admin's ruling on every report of an item still to rule on, in one transaction with the
     * item's moderation, the author's notification and the audit entry. An item already ruled on
     * (or hidden twice) is 409 ALREADY_RESOLVED and nothing changes; of two admins at once, one wins.
     */
    async resolve(admin: Actor, id: string, input: ResolveReportInput): Promise<void> {
      const ref = await reportsRepository.refOf(db, id);
      if (!ref) throw notFound();
      const { tell, counted, comment } = await db.transaction(async (tx) => {
        const reasons = await reportsRepository.rule(tx, ref, STATUS_OF[input.action], admin.uid);
        if (reasons.length === 0) throw new HttpError(409, 'ALREADY_RESOLVED');
        const entry = (await reportsRepository.entry(tx, ref))!;
        await reportsRepository.moderate(tx, ref, MODERATION_OF[input.action]);
        const counted = ref.type === 'comment' && input.action === 'remove' ? await postsRepository.uncountComment(tx, ref.id) : null;
        await auditRepository.record(tx, {
          actorId: admin.uid,
          action: `report.${input.action}`,
          targetType: ref.type,
          targetId: ref.id,
          targetLabel: entry.item ? `${entry.item.author.handle}: ${entry.item.text}` : ref.id,
          note: input.note,
        });
        // A dismissal tells the author nothing; an item already gone has no one to tell.
        const tell = input.action === 'dismiss' || !entry.item ? async () => {} : await authorNotice(tx, { ...entry, item: entry.item }, input.action, reasons, input.note);
        const comment = ref.type === 'comment' && entry.item ? { id: ref.id, postId: entry.item.postId!, authorId: entry.item.author.uid } : null;
        return { tell, counted, comment };
      });
      await tell();
      if (ref.type === 'post' && input.action !== 'dismiss') await unpublishPost(ref.id, input.action === 'hide');
      if (comment && input.action !== 'dismiss') await unpublishComment(comment, input.action === 'hide');
      await commentRemoved(counted);
      // A hidden item stays in the queue, pending review.
      await deps.queueEvents.handled('reports', ref.id, input.action, admin.uid, input.action === 'hide' ? 'updated' : 'resolved');
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
