import { SITE_TIME_ZONE, siteDayOf, type ScheduleSlot } from '@app/shared';

export interface ScheduleDay {
  /** 'YYYY-MM-DD' in India. */
  day: string;
  /** 'Saturday, 14 March 2026' */
  label: string;
  slots: ScheduleSlot[];
}

const dayLabel = new Intl.DateTimeFormat('en-IN', {
  timeZone: SITE_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** The slots (already in time order) grouped by their day in India. */
export function byDay(slots: ScheduleSlot[]): ScheduleDay[] {
  const days: ScheduleDay[] = [];
  for (const slot of slots) {
    const day = siteDayOf(slot.startsAt);
    let last = days[days.length - 1];
    if (!last || last.day !== day) {
      last = { day, label: dayLabel.format(new Date(slot.startsAt)), slots: [] };
      days.push(last);
    }
    last.slots.push(slot);
  }
  return days;
}
