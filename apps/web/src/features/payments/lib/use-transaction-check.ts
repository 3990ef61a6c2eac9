import { MSG } from '@app/shared';
import { useCallback, useRef } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { afterPress } from '../../../lib/blur-check';
import { checkTransaction } from '../api/check-transaction';

/**
 * Warns early when a transaction ID has been used (SPEC §5). Only the last answer counts, so a
 * slow reply for an old value never overwrites the check of what is typed now.
 */
export function useTransactionCheck(setError: (message: string | null) => void) {
  const last = useRef(0);
  return useCallback(
    async (value: string) => {
      const id = value.trim();
      const ticket = ++last.current;
      if (!id) return;
      try {
        const { exists } = await checkTransaction(id);
        // Drawn under the field, it would move a button being pressed from under the pointer.
        if (ticket === last.current && exists) afterPress(() => setError(MSG.transactionUsed));
      } catch {
        // The check is only a courtesy; the server refuses a used ID at submit anyway.
      }
    },
    [setError],
  );
}

/**
 * Where a payment form shows why its submission failed: on the transaction ID when that is the
 * reason (already used), else above the form.
 */
export function showPaymentRefusal(
  form: { setFieldError: (path: string, error: string) => void },
  err: unknown,
) {
  const message = errorMessage(err, MSG.registrationError);
  form.setFieldError(message === MSG.transactionUsed ? 'transactionId' : '_form', message);
}
