import type { Account, Announcement, CartItem, Event, MyTeam, MyWaitlistEntry, PassView, PaymentRegistration, SessionUser } from '@app/shared';

// Whole, typed API objects for tests to start from and change what they need.

export const DAY = 86_400_000;
export const future = (ms: number) => new Date(Date.now() + ms).toISOString();

/** A Carteblanche technical event with two rounds, open for three more days. */
export function anEvent(over: Partial<Event> = {}): Event {
  return {
    id: 1,
    eventName: 'Code Relay',
    eventCategory: 'Technical Events',
    eventDescription: 'Teams of three take turns at one keyboard.',
    numberOfRounds: 2,
    teamOrIndividual: 'Team',
    location: 'Rajam Hall',
    registrationFees: 150,
    coordinatorName: 'Anitha K',
    coordinatorContactNo: '9876501234',
    coordinatorMail: 'anitha@example.com',
    lastDateForRegistration: future(3 * DAY),
    isOpenForNonMIT: true,
    open_to_non_mit: true,
    symposiumName: 'Carteblanche',
    posterUrl: null,
    posterSmallUrl: null,
    registrationLink: null,
    capacity: null,
    seatsLeft: null,
    waitlistOfferHours: 24,
    minTeamSize: 1,
    maxTeamSize: 4,
    rounds: [
      {
        roundNumber: 1,
        roundDetails: 'Online qualifier on data structures',
        roundDateTime: future(5 * DAY),
      },
      { roundNumber: 2, roundDetails: 'Relay final in the main lab', roundDateTime: null },
    ],
    ...over,
  };
}

/** A signed-in MIT student. */
export const aStudent = (over: Partial<SessionUser> = {}): SessionUser => ({
  id: 7,
  email: 'kavya@example.com',
  role: 'student',
  name: 'Kavya',
  college: 'MIT',
  ...over,
});

/** A line of the cart for `event` (anEvent's fields by default), of an event with no seat limit. */
export function aCartItem(
  cartId: number,
  event: Partial<Event> = {},
  over: Partial<CartItem> = {},
): CartItem {
  const e = anEvent(event);
  return {
    cartId,
    eventId: e.id,
    eventDetails: {
      eventName: e.eventName,
      eventDescription: e.eventDescription,
      registrationFees: e.registrationFees,
      symposiumName: e.symposiumName,
      lastDateForRegistration: e.lastDateForRegistration,
    },
    capacity: null,
    seatsLeft: null,
    offeredUntil: null,
    ...over,
  };
}

/** The bank account a payment view shows for an event (no QR image). */
export const anAccount = (over: Partial<Account> = {}): Account => ({
  id: 1,
  accountName: 'CSMIT',
  bankName: 'SBI',
  accountNumber: '0001',
  ifscCode: 'SBIN0000001',
  upiId: 'csmit@sbi',
  hasQr: false,
  qrUrl: null,
  ...over,
});

/** A student's place on a waitlist: an open offer of a seat in a ₹100 Carteblanche event. */
export const aWaitlistPlace = (over: Partial<MyWaitlistEntry> = {}): MyWaitlistEntry => ({
  eventId: 42,
  eventName: 'Paper Presentation',
  symposiumName: 'Carteblanche',
  registrationFees: 100,
  status: 'offered',
  position: 1,
  offeredUntil: future(DAY),
  teamId: null,
  teamName: null,
  ...over,
});

/** A pending bank-transfer payment as Registration Status lists it. */
export const aPayment = (over: Partial<PaymentRegistration> = {}): PaymentRegistration => ({
  id: 1,
  userId: 11,
  userName: 'Esha Menon',
  userEmail: 'esha@example.com',
  mobileNumber: '9876543210',
  eventId: 2,
  eventName: 'Paper Presentation: Systems for Bharat',
  events: [{ eventId: 2, eventName: 'Paper Presentation: Systems for Bharat' }],
  transactionId: '432052819328',
  transactionUsername: 'Esha',
  transactionDate: '2030-01-10',
  transactionTime: '10:00',
  transactionAmount: 700,
  screenshotUrl: null,
  verified: null,
  reason: null,
  createdAt: '2030-01-10T04:30:00.000Z',
  verifiedAt: null,
  duplicateOf: [],
  duplicates: [],
  holdsRegistrations: true,
  replaced: false,
  ...over,
});

/** `leader`'s forming team 'Bytes' for Code Relay (event 1), with no one else yet. */
export const aTeam = (leader: SessionUser, over: Partial<MyTeam> = {}): MyTeam => ({
  id: 5,
  eventId: 1,
  teamName: 'Bytes',
  code: 'K7M2Q9',
  status: 'forming',
  members: [{ userId: leader.id, name: leader.name, email: leader.email, college: 'MIT', isLeader: true }],
  eventName: 'Code Relay',
  symposiumName: 'Carteblanche',
  minTeamSize: 2,
  maxTeamSize: 4,
  registrationFees: 150,
  lastDateForRegistration: future(3 * DAY),
  ...over,
});

/** One of a pass's events as the desk sees it: a verified registration, not checked in yet. */
export const aPassEvent = (id: number, eventName: string): NonNullable<PassView['events']>[number] => ({
  id,
  eventName,
  registrationId: 100 + id,
  status: 'verified',
  paymentId: null,
  checkedInAt: null,
  checkedInBy: null,
});

/** Asha Rao's pass as the desk sees it: verified for Code Relay (7) and Paper Talk (8). */
export const aPassView = (over: Partial<PassView> = {}): PassView => ({
  name: 'Asha Rao',
  message: 'Entry pass for Asha Rao. Show this at the venue.',
  symposiumName: 'Carteblanche',
  email: 'asha@example.com',
  college: 'MIT',
  events: [aPassEvent(7, 'Code Relay'), aPassEvent(8, 'Paper Talk')],
  ...over,
});

/** An announcement of event 7 to those checked in, its delivery under way (1 of 3 mails sent). */
export const anAnnouncement = (over: Partial<Announcement> = {}): Announcement => ({
  id: 41,
  eventId: 7,
  subject: 'Venue change',
  message: 'Hall B',
  audience: 'checked-in',
  round: null,
  test: false,
  createdAt: '2030-01-01T04:30:00.000Z',
  createdBy: 'olga@example.com',
  recipients: 3,
  sent: 1,
  failed: 0,
  ...over,
});
