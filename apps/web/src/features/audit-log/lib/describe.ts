// Human words for the audit log: what an action means, and what it changed.

const ACTIONS: Record<string, string> = {
  'payment.verify': 'Verified a payment',
  'payment.reject': 'Rejected a payment',
  'payment.submit-for-user': 'Submitted a payment for a student',
  'registration.create-for-user': 'Registered a student',
  'round.mark': 'Marked a round result',
  'round.notify': 'Sent round notifications',
  'event.create': 'Created an event',
  'event.update': 'Changed an event',
  'event.delete': 'Deleted an event',
  'event.poster.upload': 'Uploaded a poster',
  'event.poster.remove': 'Removed a poster',
  'event.account.assign': 'Assigned a payment account',
  'event.account.remove': 'Removed a payment account from an event',
  'account.create': 'Added payment account details',
  'account.update': 'Changed payment account details',
  'account.delete': 'Deleted payment account details',
  'experience.approve': 'Approved an experience',
  'experience.reject': 'Rejected an experience',
  'experience.delete': 'Deleted an experience',
  'organizer.create': 'Added an organizer',
  'organizer.delete': 'Removed an organizer',
  'event.coordinators': "Changed an event's coordinators",
  'user.events': "Changed an organizer's or volunteer's events",
  'symposium.start': 'Started a symposium',
  'symposium.stop': 'Stopped a symposium',
  'timer.start': 'Started the registration timer',
  'timer.stop': 'Stopped the registration timer',
};

export function describeAction(action: string): string {
  if (ACTIONS[action]) return ACTIONS[action];
  const words = action.replace(/[._-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const TARGETS: Record<string, string> = {
  payment: 'Payment',
  registration: 'Registration',
  event: 'Event',
  account: 'Account',
  experience: 'Experience',
  user: 'User',
  symposium: 'Symposium',
  timer: 'Timer',
  round: 'Round',
};

export function describeTarget(type: string, id: string | null): string {
  const label = TARGETS[type] ?? type.charAt(0).toUpperCase() + type.slice(1);
  return id ? `${label} #${id}` : label;
}

const timeFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'medium' });
export const formatTime = (iso: string) => timeFormat.format(new Date(iso));

export interface Change {
  field: string;
  from?: string;
  to?: string;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

const show = (v: unknown): string => {
  if (v === null || v === undefined || v === '') return '(empty)';
  if (typeof v === 'string' && ISO_INSTANT.test(v)) return formatTime(v);
  const text = typeof v === 'string' ? v : JSON.stringify(v);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
};

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The fields an entry changed: old and new values where both exist, else what was added or removed. */
export function describeChanges(before: unknown, after: unknown): Change[] {
  if (!isRecord(before) && !isRecord(after)) {
    if (before == null && after == null) return [];
    return [
      {
        field: 'value',
        ...(before != null ? { from: show(before) } : {}),
        ...(after != null ? { to: show(after) } : {}),
      },
    ];
  }
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  const out: Change[] = [];
  for (const field of fields) {
    const inB = field in b;
    const inA = field in a;
    if (inB && inA && JSON.stringify(b[field]) === JSON.stringify(a[field])) continue;
    out.push({
      field,
      ...(inB && isRecord(before) ? { from: show(b[field]) } : {}),
      ...(inA && isRecord(after) ? { to: show(a[field]) } : {}),
    });
  }
  return out;
}
