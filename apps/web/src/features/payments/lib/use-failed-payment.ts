import { MSG } from '@app/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { fetchHeldEventIds, markPaid } from '../api/mark-paid';

/**
 * What a failed payment submission turned out to be:
 * - 'received': the server holds a registration for every event paid for, so the payment went
 *   through and only its answer was lost (or this was a resubmission of it): shown as done;
 * - 'unsure': no answer came back and the server could not be asked: it may have been received;
 * - 'awaiting': the server already holds a payment of theirs for one of these events, awaiting
 *   verification (a resubmission): information, not an error;
 * - 'refused': any other refusal, shown on the form (showPaymentRefusal).
 */
export type FailedPayment = 'received' | 'unsure' | 'awaiting' | 'refused';

/** Looks up, after a submission failed, whether the student's payment reached the server anyway. */
export function useFailedPayment() {
  const qc = useQueryClient();
  const { user } = useAuth();
  return useCallback(
    async (err: unknown, eventIds: number[]): Promise<FailedPayment> => {
      const lost = err instanceof ApiError && err.status === 0;
      const awaiting =
        err instanceof ApiError &&
        err.status === 409 &&
        err.message === MSG.paymentAwaitingVerification;
      if (!lost && !awaiting) return 'refused';
      if (user) {
        try {
          const held = new Set((await fetchHeldEventIds(qc, user.email)).eventIds);
          if (eventIds.every((id) => held.has(id))) {
            markPaid(qc, eventIds);
            return 'received';
          }
        } catch {
          // Still no connection: say what may have happened rather than that it failed.
        }
      }
      return lost ? 'unsure' : 'awaiting';
    },
    [qc, user],
  );
}
