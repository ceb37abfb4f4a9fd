import { reputationTotal } from '../../../shared/reputation';
import type { ReportedItem, ReportEntry, ReportItemType, ReportQueueEntry, ReportReason, ReportStatus } from '../../../shared/reports';
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

export const reportsRepository = {
  /** The item's author when the reporter may see the item; null when it is gone or hidden from them. */
  async authorIfVisible(db: Queryable, reporterId: string, item: ReportedItemRef): Promise<string | null> {
    const { rows } = await db.query<{ author_id: string }>(AUTHOR_IF_VISIBLE[item.type], [reporterId, item.id]);
    return rows[0]?.author_id ?? null;
  },

  /**
   * Files the report, or updates the reason of the citizen's open report of the same item (one citizen
   * counts once). A report an admin already ruled on stays as ruled. Returns the report's id.
   */
  async upsert(db: Queryable, report: NewReport): Promise<string> {
    const { rows } = await db.query<{ id: string }>(
      `insert into reports (id, item_type, item_id, item_author_id, reporter_id, reason, details) values ($1, $2, $3, $4, $5, $6, $7)
       on conflict (item_type, item_id, reporter_id) do update
         set reason = case when reports.status = 'open' then excluded.reason else reports.reason end,
             details = case when reports.status = 'open' then excluded.details else reports.details end
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
       from reports where status = 'open'
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
       where r.status = 'open' and (r.item_type, r.item_id) in (select * from unnest($1::text[], $2::text[]))
       order by r.created_at desc, r.id desc`,
      [groups.map((g) => g.item_type), groups.map((g) => g.item_id)],
    );
    const items = await this.items(db, groups);
    return groups.map((group) => {
      const entries = reports.filter((r) => r.item_type === group.item_type && r.item_id === group.item_id).map(toEntry);
      const reasonCounts: ReportQueueEntry['reasonCounts'] = {};
      for (const entry of entries) reasonCounts[entry.reason] = (reasonCounts[entry.reason] ?? 0) + 1;
      return {
        itemType: group.item_type,
        itemId: group.item_id,
        item: items.get(itemKey(group.item_type, group.item_id)) ?? null,
        reporterCount: new Set(entries.map((e) => e.reporter.uid)).size,
        reasonCounts,
        lastReportedAt: group.last_reported_at,
        reports: entries,
      };
    });
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
