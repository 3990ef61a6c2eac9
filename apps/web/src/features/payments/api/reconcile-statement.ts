import { STATEMENT_FIELD, type ReconcileResult } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/payments/reconcile (staff): the bank statement grouped against pending payments. Changes no payment. */
export function reconcileStatement(file: File) {
  const form = new FormData();
  form.append(STATEMENT_FIELD, file);
  return api.upload<ReconcileResult>('POST', '/payments/reconcile', form);
}

export const useReconcileStatement = () => useMutation({ mutationFn: reconcileStatement });
