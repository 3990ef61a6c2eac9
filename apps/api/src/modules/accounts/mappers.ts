import type { Account } from '@app/shared';
import type { AccountValues } from './repository';

type AccountRow = { id: number; qr_sha256: string | null } & AccountValues;

/** The QR URL carries a hash of the PDF so a replaced file is never served from a stale cache. */
export function toAccount(row: AccountRow): Account {
  const hasQr = row.qr_file_id != null && row.qr_sha256 != null;
  return {
    id: row.id,
    accountName: row.account_name,
    bankName: row.bank_name,
    accountNumber: row.account_number,
    ifscCode: row.ifsc_code,
    upiId: row.upi_id,
    hasQr,
    qrUrl: hasQr ? `/api/admin/accounts/${row.id}/qr?v=${row.qr_sha256!.slice(0, 12)}` : null,
  };
}
