// Human words for the audit log: what an action means, and what it changed.

const ACTIONS: Record<string, string> = {
  'payment.verify': 'Verified a payment',
  'payment.reject': 'Rejected a payment',
  'payment.submit-for-user': 'Submitted a payment for a student',
  'payment.self-verify-refused': 'Tried to verify their own payment (refused)',
  'statement.import': 'Imported a bank statement',
  'registration.create-for-user': 'Registered a student',
  'registration.on-spot': 'Registered a student on the spot',
  'registration.cancel': 'Cancelled a registration',
  'check-in.create': 'Checked a participant in',
  'check-in.move': 'Moved a check-in back to an earlier scan',
  'check-in.undo': 'Undid a check-in',
  'team.leader': "Changed a team's leader",
  'team.member.remove': 'Removed a team member',
  'round.mark': 'Marked a round result',
  'round.mark-team': "Marked a team's round result",
  'round.notify': 'Sent round notifications',
  'winners.replace': "Changed an event's winners",
  'certificates.issue': 'Issued certificates',
  'certificates.revoke': 'Revoked a certificate',
  'certificates.settings': 'Changed the certificate settings',
  'certificates.image': 'Changed a certificate logo or signature',
  'announcement.send': 'Sent an announcement',
  'announcement.test': 'Sent a test announcement',
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
  'user.college-change': "Corrected a student's college",
  'site-content.create': 'Added to the site content',
  'site-content.update': 'Changed the site content',
  'site-content.delete': 'Deleted from the site content',
  'site-content.reorder': 'Reordered the site content',
  'site-content.image': 'Changed a site content picture',
  'site-content.new-year': 'Started a new year of office bearers',
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
  team: 'Team',
  certificate: 'Certificate',
  certificate_settings: 'Certificate settings',
  statement: 'Bank statement',
  site_content: 'Site content',
};

export function describeTarget(type: string, id: string | null): string {
  const words = type.replace(/[._-]+/g, ' ').trim();
  const label = TARGETS[type] ?? words.charAt(0).toUpperCase() + words.slice(1);
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
  if (typeof v === 'string') return ISO_INSTANT.test(v) ? formatTime(v) : v;
  // A text (a rejection's reason) is shown whole: the entry folds long changes behind 'Show all
  // changes'. A list or record is cut short.
  const text = JSON.stringify(v);
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
