import type { KycReview } from '../../../../shared/admin';
import type { Dispute } from '../../../../shared/disputes';
import type { ReportQueueEntry } from '../../../../shared/reports';
import type { Resolution } from './live';

// What an item read from the server says about its resolution: what was done, and by whom as the
// audit log says (no one once that admin's account is deleted), so a window opened or reloaded later
// says the same as one that was open when it happened.

/** Hidden pending review still waits for a final ruling; dismissed or removed is final. */
export const reportResolution = (entry: ReportQueueEntry): Resolution | null =>
  entry.status === 'dismissed' || entry.status === 'removed' ? { resolution: entry.status, by: entry.resolvedBy } : null;

export const isHiddenPendingReview = (entry: ReportQueueEntry) => entry.status === 'hidden';

export const disputeResolution = (dispute: Dispute): Resolution | null =>
  dispute.status === 'pending' ? null : { resolution: dispute.status, by: dispute.resolvedBy };

export const kycResolution = (review: KycReview): Resolution | null => (review.kycStatus === 'pending' ? null : { resolution: review.kycStatus, by: review.resolvedBy });
