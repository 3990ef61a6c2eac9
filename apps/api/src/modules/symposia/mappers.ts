import type { SymposiumName, SymposiumStatus } from '@app/shared';

export function toSymposiumStatus(row: { name: string; is_open: number; start_date: string | null }): SymposiumStatus {
  return {
    symposiumName: row.name as SymposiumName,
    isOpen: row.is_open === 1 ? 1 : 0,
    startDate: row.start_date,
  };
}
