import type { SiteItem } from '@app/shared';

/** The text an item is known by in the admin's lists and in screen-reader announcements. */
export function itemLabel(item: SiteItem): string {
  const f = item.fields;
  if (item.section === 'timeline') return `${f.year ?? ''}: ${f.title ?? ''}`;
  if (item.section === 'gallery') return f.caption ?? '';
  return f.name ?? '';
}

/** A second line: role, designation or batch. */
export function itemDetail(item: SiteItem): string {
  const f = item.fields;
  if (item.section === 'office-bearers' || item.section === 'faculty') return f.role ?? '';
  if (item.section === 'alumni') return [f.role, f.batch].filter(Boolean).join(' · ');
  return '';
}
