import { canonicalTransactionId } from '@app/shared';
import { api } from '../../../lib/api-client';

/** The form's early warning: has this transaction ID been used already? (The server decides at submit.) */
export const checkTransaction = (transactionId: string) =>
  api.get<{ exists: boolean }>(`/registrations/check-transaction/${encodeURIComponent(canonicalTransactionId(transactionId))}`);
