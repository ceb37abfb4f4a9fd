import type { KycReview } from '../../../../shared/admin';
import type { Dispute } from '../../../../shared/disputes';
import type { ReportQueueEntry } from '../../../../shared/reports';
import type { Resolution } from './live';

// What an item read from the server says about its resolution. Who resolved it comes from the
// socket's `admin:queue` event, when the window was open to hear it.

/** Hidden pending review still waits for a final ruling; dismissed or removed is final. */
export const reportResolution = (entry: ReportQueueEntry): Resolution | null =>
  entry.status === 'dismissed' || entry.status === 'removed' ? { resolution: entry.status, by: null } : null;

export const isHiddenPendingReview = (entry: ReportQueueEntry) => entry.status === 'hidden';

export const disputeResolution = (dispute: Dispute): Resolution | null => (dispute.status === 'pending' ? null : { resolution: dispute.status, by: null });

export const kycResolution = (review: KycReview): Resolution | null => (review.kycStatus === 'pending' ? null : { resolution: review.kycStatus, by: null });
