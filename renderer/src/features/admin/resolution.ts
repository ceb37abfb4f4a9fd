import type { KycReview } from '../../../../shared/admin';
import type { Dispute } from '../../../../shared/disputes';
import type { ReportQueueEntry } from '../../../../shared/reports';
import type { Resolution } from './live';

// What an item read from the server says about its resolution. Who resolved it comes from the
// socket's `admin:queue` event, when the window was open to hear it.

/** Hidden pending review still waits for a final ruling; dismissed or removed is final. */
export function reportResolution(entry: ReportQueueEntry): Resolution | null {
  const waiting = entry.reports.some((report) => report.status === 'open' || report.status === 'hidden');
  const ruled = entry.reports.find((report) => report.status === 'dismissed' || report.status === 'removed');
  return !waiting && ruled ? { resolution: ruled.status, by: null } : null;
}

export const isHiddenPendingReview = (entry: ReportQueueEntry) => entry.reports.some((report) => report.status === 'hidden');

export const disputeResolution = (dispute: Dispute): Resolution | null => (dispute.status === 'pending' ? null : { resolution: dispute.status, by: null });

export const kycResolution = (review: KycReview): Resolution | null => (review.kycStatus === 'pending' ? null : { resolution: review.kycStatus, by: null });
