import { EVENT_CATEGORIES, type Event } from '@app/shared';

/** Category tabs: the categories of the events present, in the spec's order, unknown ones last. */
export function categoriesOf(events: Pick<Event, 'eventCategory'>[]): string[] {
  const present = new Set(events.map((e) => e.eventCategory));
  const known = EVENT_CATEGORIES.filter((c) => present.has(c));
  const other = [...present].filter((c) => !(EVENT_CATEGORIES as readonly string[]).includes(c)).sort();
  return [...known, ...other];
}

export const feeLabel = (fees: number) => (fees === 0 ? 'Free' : `₹${fees.toLocaleString('en-IN')}`);

/** What 'Share' sends: the event's own link, which opens its dialog (and previews with its poster). */
export function shareTargetOf(event: Pick<Event, 'id' | 'eventName' | 'symposiumName'>, origin: string) {
  return {
    title: `${event.eventName} — ${event.symposiumName}`,
    text: `${event.eventName} at ${event.symposiumName}, CSMIT:`,
    url: `${origin}/events?symposium=${encodeURIComponent(event.symposiumName)}&event=${event.id}`,
  };
}
