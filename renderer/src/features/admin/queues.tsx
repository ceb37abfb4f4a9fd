import { useTranslation } from 'react-i18next';
import { DisputeCard } from './DisputeCard';
import { DisputeStatsPanel } from './DisputeStatsPanel';
import {
  disputeItems,
  isWaitingDispute,
  isWaitingReview,
  kycItems,
  reportItems,
  useDisputeQueueInfiniteQuery,
  useKycQueueInfiniteQuery,
  useReportQueueInfiniteQuery,
} from './endpoints';
import { KycCard } from './KycCard';
import { QueueSection } from './QueueSection';
import { ReportCard } from './ReportCard';

// The three queues. Each reads its pages again whenever it is shown, and the socket keeps it live.
const fresh = { refetchOnMountOrArgChange: true } as const;

/** Load More reads the next page while there is one (the endpoints decide where a queue ends). */
const loadMore = ({ hasNextPage, fetchNextPage }: { hasNextPage: boolean; fetchNextPage: () => unknown }) => (hasNextPage ? () => void fetchNextPage() : null);

export function ReportsQueue() {
  const { t } = useTranslation('admin');
  const query = useReportQueueInfiniteQuery(undefined, fresh);
  return (
    <QueueSection
      title={t('reports.title')}
      empty={t('reports.empty')}
      items={query.data?.pages.flatMap(reportItems.itemsOf)}
      keyOf={reportItems.idOf}
      render={(entry, notify) => <ReportCard entry={entry} notify={notify} />}
      loading={query.isFetching}
      failed={query.isError}
      onLoadMore={loadMore(query)}
    />
  );
}

/** The disputes and identity queues list the waiting items first, then the resolved ones: a queue shows the waiting ones. */
export function DisputesQueue() {
  const { t } = useTranslation('admin');
  const query = useDisputeQueueInfiniteQuery(undefined, fresh);
  return (
    <QueueSection
      title={t('disputes.title')}
      empty={t('disputes.empty')}
      items={query.data?.pages.flatMap(disputeItems.itemsOf).filter(isWaitingDispute)}
      keyOf={disputeItems.idOf}
      render={(dispute, notify) => <DisputeCard dispute={dispute} notify={notify} />}
      loading={query.isFetching}
      failed={query.isError}
      onLoadMore={loadMore(query)}
      aside={<DisputeStatsPanel />}
    />
  );
}

export function KycQueue() {
  const { t } = useTranslation('admin');
  const query = useKycQueueInfiniteQuery(undefined, fresh);
  return (
    <QueueSection
      title={t('kyc.title')}
      empty={t('kyc.empty')}
      items={query.data?.pages.flatMap(kycItems.itemsOf).filter(isWaitingReview)}
      keyOf={kycItems.idOf}
      render={(review, notify) => <KycCard review={review} notify={notify} />}
      loading={query.isFetching}
      failed={query.isError}
      onLoadMore={loadMore(query)}
    />
  );
}
