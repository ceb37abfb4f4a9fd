import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router-dom';
import { ADMIN_QUEUES, type AdminQueue, type KycReview } from '../../../../shared/admin';
import type { Dispute } from '../../../../shared/disputes';
import type { ReportQueueEntry } from '../../../../shared/reports';
import { Spinner } from '../../ui/Spinner';
import { DisputeCard } from './DisputeCard';
import { useDisputeItemQuery, useKycItemQuery, useReportItemQuery } from './endpoints';
import { KycCard } from './KycCard';
import type { AdminItem } from './live';
import { ActionNotice, ResolvedBanner, type Notice, type Notify } from './notices';
import { ReportCard } from './ReportCard';
import './admin.css';

const isQueue = (queue: string | undefined): queue is AdminQueue => ADMIN_QUEUES.includes(queue as AdminQueue);

/**
 * /admin/{reports|disputes|kyc}/:itemId: one queue item alone in a window of its own, with its actions.
 * It stays in step with every other window: resolved anywhere, it says by whom and what.
 */
export default function AdminItemWindow() {
  const { queue, itemId } = useParams();
  const { t } = useTranslation('admin');
  const [notice, setNotice] = useState<Notice | null>(null);
  if (!isQueue(queue) || !itemId) return <Navigate to="/admin" replace />;
  const Item = ITEMS[queue];

  return (
    <main className="page admin admin-window">
      <p className="admin-window__back">
        <Link to={`/admin/${queue}`}>← {t('window.back')}</Link>
      </p>
      <h1 className="page-title">{t(`window.title.${queue}`)}</h1>
      <ActionNotice notice={notice} />
      <Item id={itemId} notify={setNotice} />
    </main>
  );
}

interface ItemProps {
  id: string;
  notify: Notify;
}

function ReportItem({ id, notify }: ItemProps) {
  return <Shown<ReportQueueEntry> query={useReportItemQuery(id)}>{(item, resolved) => <ReportCard entry={item} notify={notify} standalone resolved={resolved} />}</Shown>;
}

function DisputeItem({ id, notify }: ItemProps) {
  return <Shown<Dispute> query={useDisputeItemQuery(id)}>{(item, resolved) => <DisputeCard dispute={item} notify={notify} standalone resolved={resolved} />}</Shown>;
}

function KycItem({ id, notify }: ItemProps) {
  return <Shown<KycReview> query={useKycItemQuery(id)}>{(item, resolved) => <KycCard review={item} notify={notify} standalone resolved={resolved} />}</Shown>;
}

const ITEMS: Record<AdminQueue, (props: ItemProps) => ReactNode> = { reports: ReportItem, disputes: DisputeItem, kyc: KycItem };

/** The item as last read (kept while a new read fails), its resolution above it, or why there is nothing to show. */
function Shown<T>({ query, children }: { query: { data?: AdminItem<T>; isLoading: boolean; isError: boolean }; children: (item: T, resolved: boolean) => ReactNode }) {
  const { t } = useTranslation('admin');
  const { data, isLoading, isError } = query;
  if (isLoading) return <Spinner />;
  if (!data) return <p className="notice notice--error">{isError ? t('window.notFound') : t('loadFailed')}</p>;
  return (
    <>
      {data.resolution && <ResolvedBanner resolution={data.resolution} />}
      {children(data.item, !!data.resolution)}
    </>
  );
}
