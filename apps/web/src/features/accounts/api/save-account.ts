import type { AccountSaveResponse } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountKeys } from '../../../api/accounts';
import { eventKeys } from '../../../api/events';

export interface SaveAccountInput {
  /** Absent to add a new account. */
  id?: number;
  accountName: string;
  bankName: string;
  accountNumber: string;
  ifscCode: string;
  upiId: string;
  qrCodePdf: File | null;
  removeQr?: boolean;
}

/** Adds (POST) or updates (PUT) an account as multipart, with its QR code PDF when chosen. */
export function saveAccount({ id, qrCodePdf, removeQr, ...fields }: SaveAccountInput) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (removeQr) form.append('removeQr', 'true');
  if (qrCodePdf) form.append('qrCodePdf', qrCodePdf);
  return id ? api.upload<AccountSaveResponse>('PUT', `/admin/accounts/${id}`, form) : api.upload<AccountSaveResponse>('POST', '/admin/accounts', form);
}

export function useSaveAccount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveAccount,
    // Event lists show assigned accounts, so they are refreshed too.
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: accountKeys.all }), qc.invalidateQueries({ queryKey: eventKeys.all })]),
  });
}
