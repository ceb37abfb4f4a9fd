import type { z } from 'zod';
import type { AdminQueue, AdminUserList, AdminUserRow, AuditAction, AuditLog, DisputeStats, KycDecisionInput, KycQueue, KycReview, ResolveReportInput } from '../../../../shared/admin';
import type { updateCitizenSchema } from '../../../../shared/admin';
import type { Dispute, DisputeList, ResolveDisputeInput } from '../../../../shared/disputes';
import type { ReportQueue, ReportQueueEntry } from '../../../../shared/reports';
import { api } from '../../api/api';
import { followItem, followQueue, mergePage, type AdminItem, type PageArg } from './live';
import { disputeResolution, kycResolution, reportResolution } from './resolution';

const itemPath = (queue: string, id: string) => `/admin/${queue}/${encodeURIComponent(id)}`;
const pageParams = (cursor: string | null) => (cursor ? { cursor } : {});
const cursorChanged = ({ currentArg, previousArg }: { currentArg?: PageArg; previousArg?: PageArg }) => currentArg?.cursor !== previousArg?.cursor;

/** What the citizens list sends: an empty suspension reason is no reason. */
export type UpdateCitizenRequest = z.input<typeof updateCitizenSchema>;

export interface CitizenSearchArg extends PageArg {
  q: string;
}

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
    /** Items with open reports, most recently reported first; Load More appends; kept live by `admin:queue`. */
    reportQueue: build.query<ReportQueue, PageArg>({
      query: ({ cursor }) => ({ url: '/admin/reports', params: pageParams(cursor) }),
      serializeQueryArgs: () => 'reports',
      providesTags: [queueTag('reports')],
      merge: mergePage<ReportQueue, ReportQueueEntry>('items', (entry) => entry.itemId),
      forceRefetch: cursorChanged,
      onCacheEntryAdded: (_arg, lifecycle) =>
        followQueue('reports', lifecycle, {
          remove: (draft, itemId) => void (draft.items = draft.items.filter((entry) => entry.itemId !== itemId)),
          readAgain: () => lifecycle.dispatch(adminApi.util.invalidateTags([queueTag('reports')])),
        }),
    }),

    /** Disputes, waiting ones first: the queue shows those still waiting. */
    disputeQueue: build.query<DisputeList, PageArg>({
      query: ({ cursor }) => ({ url: '/admin/disputes', params: pageParams(cursor) }),
      serializeQueryArgs: () => 'disputes',
      providesTags: [queueTag('disputes')],
      merge: mergePage<DisputeList, Dispute>('disputes', (dispute) => dispute.id),
      forceRefetch: cursorChanged,
      onCacheEntryAdded: (_arg, lifecycle) =>
        followQueue('disputes', lifecycle, {
          remove: (draft, id) => void (draft.disputes = draft.disputes.filter((dispute) => dispute.id !== id)),
          readAgain: () => lifecycle.dispatch(adminApi.util.invalidateTags([queueTag('disputes'), 'AdminStats'])),
        }),
    }),

    /** Identity verification requests, pending first. */
    kycQueue: build.query<KycQueue, PageArg>({
      query: ({ cursor }) => ({ url: '/admin/kyc', params: pageParams(cursor) }),
      serializeQueryArgs: () => 'kyc',
      providesTags: [queueTag('kyc')],
      merge: mergePage<KycQueue, KycReview>('reviews', (review) => review.uid),
      forceRefetch: cursorChanged,
      onCacheEntryAdded: (_arg, lifecycle) =>
        followQueue('kyc', lifecycle, {
          remove: (draft, uid) => void (draft.reviews = draft.reviews.filter((review) => review.uid !== uid)),
          readAgain: () => lifecycle.dispatch(adminApi.util.invalidateTags([queueTag('kyc')])),
        }),
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

    /** Citizens matching a search (name, handle or email), newest first; Load More appends. */
    citizens: build.query<AdminUserList, CitizenSearchArg>({
      query: ({ q, cursor }) => ({ url: '/admin/users', params: { ...(q ? { q } : {}), ...pageParams(cursor) } }),
      serializeQueryArgs: ({ queryArgs }) => `citizens:${queryArgs.q}`,
      merge: mergePage<AdminUserList, AdminUserRow>('users', (row) => row.uid),
      forceRefetch: cursorChanged,
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
            adminApi.util.updateQueryData('citizens', originalArgs as CitizenSearchArg, (draft) => {
              draft.users = draft.users.map((row) => (row.uid === data.uid ? data : row));
            }),
          );
        }
      },
      invalidatesTags: ['AdminAudit'],
    }),

    /** The audit log, newest first, filtered; Load More appends. Never edited, only read. */
    audit: build.query<AuditLog, AuditFilter & PageArg>({
      query: ({ cursor, ...filter }) => ({ url: '/admin/audit', params: { ...filter, ...pageParams(cursor) } }),
      serializeQueryArgs: ({ queryArgs: { cursor: _cursor, ...filter } }) => `audit:${JSON.stringify(filter)}`,
      merge: mergePage<AuditLog, AuditLog['entries'][number]>('entries', (entry) => entry.id),
      forceRefetch: cursorChanged,
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
  useReportQueueQuery,
  useDisputeQueueQuery,
  useKycQueueQuery,
  useReportItemQuery,
  useDisputeItemQuery,
  useKycItemQuery,
  useResolveReportMutation,
  useResolveDisputeMutation,
  useDecideKycMutation,
  useCitizensQuery,
  useUpdateCitizenMutation,
  useAuditQuery,
  useDisputeStatsQuery,
} = adminApi;
