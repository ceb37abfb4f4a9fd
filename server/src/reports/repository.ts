import { reputationTotal } from '../../../shared/reputation';
import type { ReportedItem, ReportEntry, ReportItemType, ReportQueueEntry, ReportReason, ReportStatus } from '../../../shared/reports';
import type { Resolver } from '../../../shared/admin';
import { resolvedByJoin, resolverOf, type ResolverColumns } from '../audit/repository';
import type { ReportQueueCursor } from '../lib/cursors';
import type { Queryable } from '../lib/db';
import { visibleTo } from '../posts/visibility';

export interface ReportedItemRef {
  type: ReportItemType;
  id: string;
}

export interface NewReport {
  id: string;
  item: ReportedItemRef;
  itemAuthorId: string;
  reporterId: string;
  reason: ReportReason;
  details: string | null;
}

/**
 * SQL for the author of an item the reporter (`$1`) may see (`$2` the item's id): a post or the post of
 * a comment as every list decides (visibleTo), a message only to the two members of its conversation.
 */
const AUTHOR_IF_VISIBLE: Record<ReportItemType, string> = {
  post: `select p.author_id from posts p join users u on u.uid = p.author_id where p.id = $2 and ${visibleTo('$1')}`,
  comment: `select c.author_id from comments c join posts p on p.id = c.post_id join users u on u.uid = p.author_id where c.id = $2 and ${visibleTo('$1')}`,
  message: `select m.sender_id as author_id from messages m join conversation_members cm on cm.conversation_id = m.conversation_id and cm.uid = $1 where m.id = $2`,
};

/** Each item as an admin sees it now, with its author's public fields (`$1` the ids). */
const ITEMS: Record<ReportItemType, string> = {
  post: `select p.id, p.content as text, p.image_url, p.created_at, p.id as post_id, null as conversation_id, p.author_id from posts p where p.id = any($1)`,
  comment: `select c.id, c.text, null as image_url, c.created_at, c.post_id, null as conversation_id, c.author_id from comments c where c.id = any($1)`,
  message: `select m.id, m.text, null as image_url, m.created_at, null as post_id, m.conversation_id, m.sender_id as author_id from messages m where m.id = any($1)`,
};

interface ItemRow {
  id: string;
  text: string;
  image_url: string | null;
  created_at: string;
  post_id: string | null;
  conversation_id: string | null;
  author_id: string;
  username: string;
  handle: string;
  identity: number;
  coachability: number;
  community_trust: number;
}

interface GroupRow {
  item_type: ReportItemType;
  item_id: string;
  last_reported_at: string;
}

interface ReportRow {
  id: string;
  item_type: ReportItemType;
  item_id: string;
  reporter_id: string;
  username: string;
  handle: string;
  reason: ReportReason;
  details: string | null;
  status: ReportStatus;
  created_at: string;
}

/** Above every item's key in the queue's order: the first page starts here. */
const QUEUE_START: ReportQueueCursor = { at: '9999-12-31T23:59:59.999Z', type: 'post', id: '\uffff' };

const toEntry = (row: ReportRow): ReportEntry => ({
  id: row.id,
  reporter: { uid: row.reporter_id, username: row.username, handle: row.handle },
  reason: row.reason,
  details: row.details,
  status: row.status,
  createdAt: row.created_at,
});

const toItem = (row: ItemRow): ReportedItem => ({
  text: row.text,
  imageUrl: row.image_url,
  createdAt: row.created_at,
  author: {
    uid: row.author_id,
    username: row.username,
    handle: row.handle,
    reputation: reputationTotal({ identity: row.identity, coachability: row.coachability, communityTrust: row.community_trust }),
  },
  postId: row.post_id,
  conversationId: row.conversation_id,
});

const itemKey = (type: ReportItemType, id: string) => `${type}:${id}`;

const MODERATED_TABLES: Record<ReportItemType, string> = { post: 'posts', comment: 'comments', message: 'messages' };

/** The item's state: open while a report waits, else its latest ruling. */
const itemStatus = (reports: ReportRow[]): ReportStatus =>
  reports.some((r) => r.status === 'open') ? 'open' : ([...reports].sort((a, b) => statusRank(b.status) - statusRank(a.status))[0]?.status ?? 'open');
/** A removal outranks a hiding, which outranks a dismissal: what happened to the item last. */
const statusRank = (status: ReportStatus) => ['open', 'dismissed', 'hidden', 'removed'].indexOf(status);

/** A dismissal or a removal is final; a hiding waits for one. */
const FINAL_STATUSES: readonly ReportStatus[] = ['dismissed', 'removed'];

/** `resolver`: the admin of the item's latest final ruling, who resolved it if its state is that ruling. */
function toQueueEntry(group: GroupRow, item: ReportedItem | null, reports: ReportRow[], resolver: Resolver | null): ReportQueueEntry {
  const entries = reports.map(toEntry);
  const status = itemStatus(reports);
  const reasonCounts: ReportQueueEntry['reasonCounts'] = {};
  for (const entry of entries) reasonCounts[entry.reason] = (reasonCounts[entry.reason] ?? 0) + 1;
  return {
    itemType: group.item_type,
    itemId: group.item_id,
    item,
    reporterCount: new Set(entries.map((e) => e.reporter.uid)).size,
    reasonCounts,
    lastReportedAt: group.last_reported_at,
    status,
    resolvedBy: FINAL_STATUSES.includes(status) ? resolver : null,
    reports: entries,
  };
}

export const reportsRepository = {
  /** The item's author when the reporter may see the item; null when it is gone or hidden from them. */
  async authorIfVisible(db: Queryable, reporterId: string, item: ReportedItemRef): Promise<string | null> {
    const { rows } = await db.query<{ author_id: string }>(AUTHOR_IF_VISIBLE[item.type], [reporterId, item.id]);
    return rows[0]?.author_id ?? null;
  },

  /**
   * Files the report, or updates the reason of the citizen's open report of the same item (one citizen
   * counts once). A report of a dismissed item reopens it, as newly reported; any other ruling stands
   * (a hidden or removed item cannot be seen to be reported again). Returns the report's id.
   */
  async upsert(db: Queryable, report: NewReport): Promise<string> {
    const { rows } = await db.query<{ id: string }>(
      `insert into reports (id, item_type, item_id, item_author_id, reporter_id, reason, details) values ($1, $2, $3, $4, $5, $6, $7)
       on conflict (item_type, item_id, reporter_id) do update
         set reason = case when reports.status in ('open', 'dismissed') then excluded.reason else reports.reason end,
             details = case when reports.status in ('open', 'dismissed') then excluded.details else reports.details end,
             created_at = case when reports.status = 'dismissed' then excluded.created_at else reports.created_at end,
             resolved_at = case when reports.status = 'dismissed' then null else reports.resolved_at end,
             resolved_by = case when reports.status = 'dismissed' then null else reports.resolved_by end,
             status = case when reports.status = 'dismissed' then 'open' else reports.status end
       returning id`,
      [report.id, report.item.type, report.item.id, report.itemAuthorId, report.reporterId, report.reason, report.details],
    );
    return rows[0].id;
  },

  /**
   * A page of the queue: items with open reports, the most recently reported first, one row more than
   * `limit` (whether a next page exists), each with every open report of it.
   */
  async queue(db: Queryable, after: ReportQueueCursor | null, limit: number): Promise<ReportQueueEntry[]> {
    const from = after ?? QUEUE_START;
    const { rows: groups } = await db.query<GroupRow>(
      `select item_type, item_id, max(created_at) as last_reported_at
       from reports where status in ('open', 'hidden')
       group by item_type, item_id
       having (max(created_at), item_type, item_id) < ($1::timestamptz, $2, $3)
       order by max(created_at) desc, item_type desc, item_id desc
       limit $4`,
      [from.at, from.type, from.id, limit + 1],
    );
    if (groups.length === 0) return [];
    const { rows: reports } = await db.query<ReportRow>(
      `select r.id, r.item_type, r.item_id, r.reporter_id, u.username, u.handle, r.reason, r.details, r.status, r.created_at
       from reports r join users u on u.uid = r.reporter_id
       where r.status in ('open', 'hidden') and (r.item_type, r.item_id) in (select * from unnest($1::text[], $2::text[]))
       order by r.created_at desc, r.id desc`,
      [groups.map((g) => g.item_type), groups.map((g) => g.item_id)],
    );
    const items = await this.items(db, groups);
    // No item in the queue is ruled on for good (open, or hidden pending review): none has a resolver.
    return groups.map((group) =>
      toQueueEntry(
        group,
        items.get(itemKey(group.item_type, group.item_id)) ?? null,
        reports.filter((r) => r.item_type === group.item_type && r.item_id === group.item_id),
        null,
      ),
    );
  },

  /** The item a report id or an item id names, when it was ever reported. */
  async refOf(db: Queryable, id: string): Promise<ReportedItemRef | null> {
    const { rows } = await db.query<{ item_type: ReportItemType; item_id: string }>(
      'select item_type, item_id from reports where id = $1 or item_id = $1 order by id = $1 desc limit 1',
      [id],
    );
    return rows[0] ? { type: rows[0].item_type, id: rows[0].item_id } : null;
  },

  /**
   * One reported item whatever its state, with every report of it (ruled or not) and the admin of its
   * latest final ruling (the same on every row: the item's id is a parameter, so it is looked up once).
   */
  async entry(db: Queryable, ref: ReportedItemRef): Promise<ReportQueueEntry | null> {
    const { rows: reports } = await db.query<ReportRow & ResolverColumns>(
      `select r.id, r.item_type, r.item_id, r.reporter_id, u.username, u.handle, r.reason, r.details, r.status, r.created_at,
         last_ruling.resolver_uid, last_ruling.resolver_username
       from reports r join users u on u.uid = r.reporter_id ${resolvedByJoin('$2', ['report.dismiss', 'report.remove'])}
       where r.item_type = $1 and r.item_id = $2 order by r.created_at desc, r.id desc`,
      [ref.type, ref.id],
    );
    if (reports.length === 0) return null;
    const group = { item_type: ref.type, item_id: ref.id, last_reported_at: reports[0].created_at };
    const items = await this.items(db, [group]);
    return toQueueEntry(group, items.get(itemKey(ref.type, ref.id)) ?? null, reports, resolverOf(reports[0]));
  },

  /**
   * Rules on every report of the item still to rule on: open ones, and hidden ones for a final ruling
   * (hiding twice rules on nothing). Returns the reasons of the reports ruled on, none when another
   * admin got there first: their update holds the rows until it commits, then this one finds nothing left.
   */
  async rule(db: Queryable, ref: ReportedItemRef, status: ReportStatus, adminId: string): Promise<ReportReason[]> {
    const { rows } = await db.query<{ reason: ReportReason }>(
      `update reports set status = $3, resolved_at = now(), resolved_by = $4
       where item_type = $1 and item_id = $2 and (status = 'open' or (status = 'hidden' and $3 <> 'hidden'))
       returning reason`,
      [ref.type, ref.id, status, adminId],
    );
    return rows.map((r) => r.reason);
  },

  /**
   * Applies a ruling to the item itself: hidden (its author's alone), removed (nobody's; a removed
   * post is deleted too, so every list leaves it out), or back as it was when dismissed.
   */
  async moderate(db: Queryable, ref: ReportedItemRef, moderation: 'hidden' | 'removed' | null): Promise<void> {
    const deleted = ref.type === 'post' && moderation === 'removed' ? ', deleted_at = coalesce(deleted_at, now())' : '';
    await db.query(`update ${MODERATED_TABLES[ref.type]} set moderation = $2${deleted} where id = $1`, [ref.id, moderation]);
  },

  /** Whether the item has reports waiting in the queue (open, or hidden pending review). */
  async inQueue(db: Queryable, ref: ReportedItemRef): Promise<boolean> {
    const { rows } = await db.query(`select 1 from reports where item_type = $1 and item_id = $2 and status in ('open', 'hidden') limit 1`, [ref.type, ref.id]);
    return rows.length > 0;
  },

  /** The reported items that still exist, by `type:id`. */
  async items(db: Queryable, refs: Array<{ item_type: ReportItemType; item_id: string }>): Promise<Map<string, ReportedItem>> {
    const found = new Map<string, ReportedItem>();
    for (const type of Object.keys(ITEMS) as ReportItemType[]) {
      const ids = refs.filter((ref) => ref.item_type === type).map((ref) => ref.item_id);
      if (ids.length === 0) continue;
      const { rows } = await db.query<ItemRow>(
        `select i.*, u.username, u.handle, u.identity, u.coachability, u.community_trust from (${ITEMS[type]}) i join users u on u.uid = i.author_id`,
        [ids],
      );
      for (const row of rows) found.set(itemKey(type, row.id), toItem(row));
    }
    return found;
  },
};
