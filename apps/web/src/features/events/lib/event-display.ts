import { EVENT_CATEGORIES, type Event } from '@app/shared';

/** Category tabs: the categories of the events present, in the spec's order, unknown ones last. */
export function categoriesOf(events: Pick<Event, 'eventCategory'>[]): string[] {
  const present = new Set(events.map((e) => e.eventCategory));
  const known = EVENT_CATEGORIES.filter((c) => present.has(c));
  const other = [...present].filter((c) => !(EVENT_CATEGORIES as readonly string[]).includes(c)).sort();
  return [...known, ...other];
}

export const feeLabel = (fees: number) => (fees === 0 ? 'Free' : `₹${fees.toLocaleString('en-IN')}`);

const PALETTE: Record<string, [string, string]> = {
  Workshop: ['#1c3d8f', '#4870c0'],
  'Paper Presentation': ['#5b2a86', '#9a5fc8'],
  'Technical Events': ['#0b5563', '#1f8a9e'],
  'Non-Technical Events': ['#8a3b12', '#c8662b'],
  Other: ['#37474f', '#6b7f89'],
};

/** The backdrop of a card without a poster. */
export function categoryGradient(category: string): string {
  const [from, to] = PALETTE[category] ?? PALETTE.Other!;
  return `linear-gradient(135deg, ${from} 0%, ${to} 100%)`;
}

/** What 'Share' sends: the event's own link, which opens its dialog (and previews with its poster). */
export function shareTargetOf(event: Pick<Event, 'id' | 'eventName' | 'symposiumName'>, origin: string) {
  return {
    title: `${event.eventName} — ${event.symposiumName}`,
    text: `${event.eventName} at ${event.symposiumName}, CSMIT:`,
    url: `${origin}/events?symposium=${encodeURIComponent(event.symposiumName)}&event=${event.id}`,
  };
}
