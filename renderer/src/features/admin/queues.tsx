import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DisputeCard } from './DisputeCard';
import { DisputeStatsPanel } from './DisputeStatsPanel';
import { useDisputeQueueQuery, useKycQueueQuery, useReportQueueQuery } from './endpoints';
import { KycCard } from './KycCard';
import { QueueSection } from './QueueSection';
import { ReportCard } from './ReportCard';

// The three queues. Each reads its first page again whenever it is shown, and the socket keeps it live.
const fresh = { refetchOnMountOrArgChange: true } as const;

/**
 * The disputes and identity queues list the waiting items first, then the resolved ones: a queue shows
 * the waiting ones, and there is no more to load once a page reaches the resolved.
 */
function waiting<E>(list: E[] | undefined, isWaiting: (element: E) => boolean, nextCursor: string | null | undefined) {
  const items = list?.filter(isWaiting);
  return { items, more: !!nextCursor && !!list?.every(isWaiting) };
}

export function ReportsQueue() {
  const { t } = useTranslation('admin');
  const [cursor, setCursor] = useState<string | null>(null);
  const { data, isFetching, isError } = useReportQueueQuery({ cursor }, fresh);
  return (
    <QueueSection
      title={t('reports.title')}
      empty={t('reports.empty')}
      items={data?.items}
      keyOf={(entry) => entry.itemId}
      render={(entry, notify) => <ReportCard entry={entry} notify={notify} />}
      loading={isFetching}
      failed={isError}
      onLoadMore={data?.nextCursor ? () => setCursor(data.nextCursor) : null}
    />
  );
}

export function DisputesQueue() {
  const { t } = useTranslation('admin');
  const [cursor, setCursor] = useState<string | null>(null);
  const { data, isFetching, isError } = useDisputeQueueQuery({ cursor }, fresh);
  const { items, more } = waiting(data?.disputes, (dispute) => dispute.status === 'pending', data?.nextCursor);
  return (
    <QueueSection
      title={t('disputes.title')}
      empty={t('disputes.empty')}
      items={items}
      keyOf={(dispute) => dispute.id}
      render={(dispute, notify) => <DisputeCard dispute={dispute} notify={notify} />}
      loading={isFetching}
      failed={isError}
      onLoadMore={more ? () => setCursor(data!.nextCursor) : null}
      aside={<DisputeStatsPanel />}
    />
  );
}

export function KycQueue() {
  const { t } = useTranslation('admin');
  const [cursor, setCursor] = useState<string | null>(null);
  const { data, isFetching, isError } = useKycQueueQuery({ cursor }, fresh);
  const { items, more } = waiting(data?.reviews, (review) => review.kycStatus === 'pending', data?.nextCursor);
  return (
    <QueueSection
      title={t('kyc.title')}
      empty={t('kyc.empty')}
      items={items}
      keyOf={(review) => review.uid}
      render={(review, notify) => <KycCard review={review} notify={notify} />}
      loading={isFetching}
      failed={isError}
      onLoadMore={more ? () => setCursor(data!.nextCursor) : null}
    />
  );
}
