import type { z } from 'zod';
import type { AdminQueue, AdminUserList, AdminUserRow, AuditAction, AuditLog, DisputeStats, KycDecisionInput, KycQueue, KycReview, ResolveReportInput } from '../../../../shared/admin';
import type { updateCitizenSchema } from '../../../../shared/admin';
import type { Dispute, DisputeList, ResolveDisputeInput } from '../../../../shared/disputes';
import type { ReportQueue, ReportQueueEntry } from '../../../../shared/reports';
import { api } from '../../api/api';
import { followItem, followQueue, type AdminItem, type PageItems } from './live';
import { disputeResolution, kycResolution, reportResolution } from './resolution';

const itemPath = (queue: string, id: string) => `/admin/${queue}/${encodeURIComponent(id)}`;

/** Where a page is read from: the first page has no cursor, each page names the next one (null after the last). */
type Cursor = string | null;
const pageParams = (cursor: Cursor) => (cursor ? { cursor } : {});

/**
 * Infinite-query options for a list read by cursor. `hasMore` can end the list early: the disputes and
 * identity queues list the waiting items first, so there is no more to load once a page reaches the resolved.
 */
function byCursor<P extends { nextCursor: Cursor }>(hasMore: (page: P) => boolean = () => true) {
  return { initialPageParam: null as Cursor, getNextPageParam: (last: P) => (hasMore(last) ? last.nextCursor : null) };
}

/** Where each queue's items sit in its pages: the socket takes a resolved one out, the pages show them all. */
export const reportItems: PageItems<ReportQueue, ReportQueueEntry> = { itemsOf: (page) => page.items, idOf: (entry) => entry.itemId };
export const disputeItems: PageItems<DisputeList, Dispute> = { itemsOf: (page) => page.disputes, idOf: (dispute) => dispute.id };
export const kycItems: PageItems<KycQueue, KycReview> = { itemsOf: (page) => page.reviews, idOf: (review) => review.uid };

/** Still waiting for an admin's decision (the queues show only these). */
export const isWaitingDispute = (dispute: Dispute) => dispute.status === 'pending';
export const isWaitingReview = (review: KycReview) => review.kycStatus === 'pending';

/** What the citizens list sends: an empty suspension reason is no reason. */
export type UpdateCitizenRequest = z.input<typeof updateCitizenSchema>;

export interface AuditFilter {
  action?: AuditAction;
  actorId?: string;
  targetId?: string;
}

const QUEUE = 'AdminQueue';
const ITEM = 'AdminItem';
const queueTag = (queue: AdminQueue) => ({ type: QUEUE, id: queue }) as const;
const itemTag = (queue: AdminQueue, id: string) => ({ type: ITEM, id: `${queue}:${id}` }) as const;
const TAGS = [QUEUE, ITEM, 'AdminAudit', 'AdminStats', 'AdminCitizens'] as const;

export const adminApi = api.enhanceEndpoints({ addTagTypes: TAGS }).injectEndpoints({
  endpoints: (build) => ({
    /** Items with open reports, most recently reported first, a page at a time (Load More); kept live by `admin:queue`. */
    reportQueue: build.infiniteQuery<ReportQueue, void, Cursor>({
      query: ({ pageParam }) => ({ url: '/admin/reports', params: pageParams(pageParam) }),
      infiniteQueryOptions: byCursor(),
      providesTags: [queueTag('reports')],
      onCacheEntryAdded: (_arg, lifecycle) =>
        followQueue('reports', lifecycle, reportItems, () => lifecycle.dispatch(adminApi.util.invalidateTags([queueTag('reports')]))),
    }),

    /** Disputes, waiting ones first: the queue shows those still waiting. */
    disputeQueue: build.infiniteQuery<DisputeList, void, Cursor>({
      query: ({ pageParam }) => ({ url: '/admin/disputes', params: pageParams(pageParam) }),
      infiniteQueryOptions: byCursor((page) => page.disputes.every(isWaitingDispute)),
      providesTags: [queueTag('disputes')],
      onCacheEntryAdded: (_arg, lifecycle) =>
        followQueue('disputes', lifecycle, disputeItems, () => lifecycle.dispatch(adminApi.util.invalidateTags([queueTag('disputes'), 'AdminStats']))),
    }),

    /** Identity verification requests, pending first: the queue shows those still pending. */
    kycQueue: build.infiniteQuery<KycQueue, void, Cursor>({
      query: ({ pageParam }) => ({ url: '/admin/kyc', params: pageParams(pageParam) }),
      infiniteQueryOptions: byCursor((page) => page.reviews.every(isWaitingReview)),
      providesTags: [queueTag('kyc')],
      onCacheEntryAdded: (_arg, lifecycle) =>
        followQueue('kyc', lifecycle, kycItems, () => lifecycle.dispatch(adminApi.util.invalidateTags([queueTag('kyc')]))),
    }),

    /** One reported item, as its own window shows it, with how it was resolved once it is. */
    reportItem: build.query<AdminItem<ReportQueueEntry>, string>({
      query: (itemId) => itemPath('reports', itemId),
      providesTags: (_result, _error, itemId) => [itemTag('reports', itemId)],
      transformResponse: (entry: ReportQueueEntry) => ({ item: entry, resolution: reportResolution(entry) }),
      onCacheEntryAdded: (itemId, lifecycle) =>
        followItem('reports', itemId, lifecycle, () => lifecycle.dispatch(adminApi.util.invalidateTags([itemTag('reports', itemId)]))),
    }),

    disputeItem: build.query<AdminItem<Dispute>, string>({
      query: (id) => itemPath('disputes', id),
      providesTags: (_result, _error, id) => [itemTag('disputes', id)],
      transformResponse: (dispute: Dispute) => ({ item: dispute, resolution: disputeResolution(dispute) }),
      onCacheEntryAdded: (id, lifecycle) =>
        followItem('disputes', id, lifecycle, () => lifecycle.dispatch(adminApi.util.invalidateTags([itemTag('disputes', id)]))),
    }),

    kycItem: build.query<AdminItem<KycReview>, string>({
      query: (uid) => itemPath('kyc', uid),
      providesTags: (_result, _error, uid) => [itemTag('kyc', uid)],
      transformResponse: (review: KycReview) => ({ item: review, resolution: kycResolution(review) }),
      onCacheEntryAdded: (uid, lifecycle) =>
        followItem('kyc', uid, lifecycle, () => lifecycle.dispatch(adminApi.util.invalidateTags([itemTag('kyc', uid)]))),
    }),

    resolveReport: build.mutation<void, ResolveReportInput & { itemId: string }>({
      query: ({ itemId, ...body }) => ({ url: `${itemPath('reports', itemId)}/resolve`, method: 'POST', body }),
      // Read again whatever the outcome: after a refusal (409 already resolved, 404 gone) the view is out of date.
      invalidatesTags: (_result, _error, { itemId }) => [queueTag('reports'), itemTag('reports', itemId), 'AdminAudit'],
    }),

    resolveDispute: build.mutation<void, ResolveDisputeInput & { id: string }>({
      query: ({ id, ...body }) => ({ url: `${itemPath('disputes', id)}/resolve`, method: 'POST', body }),
      // Read again whatever the outcome: after a refusal (409 already resolved, 404 gone) the view is out of date.
      invalidatesTags: (_result, _error, { id }) => [queueTag('disputes'), itemTag('disputes', id), 'AdminAudit', 'AdminStats'],
    }),

    decideKyc: build.mutation<void, KycDecisionInput & { uid: string }>({
      query: ({ uid, ...body }) => ({ url: itemPath('kyc', uid), method: 'POST', body }),
      // Read again whatever the outcome: after a refusal (409 already resolved, 404 gone) the view is out of date.
      invalidatesTags: (_result, _error, { uid }) => [queueTag('kyc'), itemTag('kyc', uid), 'AdminAudit', 'AdminCitizens'],
    }),

    /** Citizens matching a search (name, handle or email; empty for all), newest first, a page at a time (Load More). */
    citizens: build.infiniteQuery<AdminUserList, string, Cursor>({
      query: ({ queryArg: q, pageParam }) => ({ url: '/admin/users', params: { ...(q ? { q } : {}), ...pageParams(pageParam) } }),
      infiniteQueryOptions: byCursor(),
      providesTags: ['AdminCitizens'],
    }),

    /** Grants or revokes admin, suspends or lifts a suspension; the row is replaced by the server's. */
    updateCitizen: build.mutation<AdminUserRow, UpdateCitizenRequest & { uid: string }>({
      query: ({ uid, ...body }) => ({ url: `/admin/users/${encodeURIComponent(uid)}`, method: 'PATCH', body }),
      async onQueryStarted(_input, { dispatch, queryFulfilled, getState }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        for (const { originalArgs } of adminApi.util.selectInvalidatedBy(getState(), ['AdminCitizens'])) {
          dispatch(
            adminApi.util.updateQueryData('citizens', originalArgs as string, (draft) => {
              for (const page of draft.pages) page.users = page.users.map((row) => (row.uid === data.uid ? data : row));
            }),
          );
        }
      },
      invalidatesTags: ['AdminAudit'],
    }),

    /** The audit log, newest first, filtered, a page at a time (Load More). Never edited, only read. */
    audit: build.infiniteQuery<AuditLog, AuditFilter, Cursor>({
      query: ({ queryArg: filter, pageParam }) => ({ url: '/admin/audit', params: { ...filter, ...pageParams(pageParam) } }),
      infiniteQueryOptions: byCursor(),
      providesTags: ['AdminAudit'],
    }),

    /** The coach's rules most often overturned on dispute. */
    disputeStats: build.query<DisputeStats, void>({
      query: () => '/admin/disputes/stats',
      providesTags: ['AdminStats'],
    }),
  }),
});

export const {
  useReportQueueInfiniteQuery,
  useDisputeQueueInfiniteQuery,
  useKycQueueInfiniteQuery,
  useReportItemQuery,
  useDisputeItemQuery,
  useKycItemQuery,
  useResolveReportMutation,
  useResolveDisputeMutation,
  useDecideKycMutation,
  useCitizensInfiniteQuery,
  useUpdateCitizenMutation,
  useAuditInfiniteQuery,
  useDisputeStatsQuery,
} = adminApi;
