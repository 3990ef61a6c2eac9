import { AUDIT_PAGE_SIZE } from '@app/shared';

export { AUDIT_PAGE_SIZE };

/** What the admin typed or picked; dates are the local days of <input type="date"> (YYYY-MM-DD). */
export interface AuditFilterValues {
  action: string;
  actor: string;
  targetType: string;
  targetId: string;
  from: string;
  to: string;
}

export const EMPTY_FILTERS: AuditFilterValues = {
  action: '',
  actor: '',
  targetType: '',
  targetId: '',
  from: '',
  to: '',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A local day's first or last millisecond as a UTC instant, so "3 March" means 3 March in India. */
export function localDayBound(day: string, end: boolean): string | undefined {
  if (!DAY.test(day)) return undefined;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = end ? new Date(y, m - 1, d, 23, 59, 59, 999) : new Date(y, m - 1, d, 0, 0, 0, 0);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

export function toQueryString(
  f: AuditFilterValues,
  page?: { limit: number; offset: number },
): string {
  const q = new URLSearchParams();
  if (f.action) q.set('action', f.action);
  if (f.actor.trim()) q.set('actor', f.actor.trim());
  if (f.targetType) q.set('targetType', f.targetType);
  if (f.targetId.trim()) q.set('targetId', f.targetId.trim());
  const from = localDayBound(f.from, false);
  const to = localDayBound(f.to, true);
  if (from) q.set('from', from);
  if (to) q.set('to', to);
  if (page) {
    q.set('limit', String(page.limit));
    if (page.offset) q.set('offset', String(page.offset));
  }
  const s = q.toString();
  return s ? `?${s}` : '';
}

export const hasFilters = (f: AuditFilterValues) => Object.values(f).some((v) => v.trim() !== '');
