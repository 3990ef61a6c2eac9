// SPEC-2 §A and §B texts (seats, the waitlist, cancellation and teams), server and screens alike.

export const SEATS_MSG = {
  eventFull: 'This event is full.',
  alreadyOnWaitlist: 'You are already on the waitlist.',
  seatsAvailable: 'Seats are still available: register instead.',
  alreadyRegistered: 'You are already registered for this event.',
  notOnWaitlist: 'You are not on the waitlist of this event.',
  leftWaitlist: 'You have left the waitlist.',
  offerDeclined: 'You have declined the seat. It goes to the next person waiting.',
  registrationCancelled: 'Registration cancelled.',
  paidNotCancellable:
    'Paid registrations cannot be cancelled here. Please contact the event coordinator.',
  registrationNotFound: 'Registration not found.',
  teamNameTaken: 'A team with this name already exists for this event.',
  unknownTeamCode: 'Unknown team code.',
  teamFull: 'This team is full.',
  alreadyInTeam: 'You are already in a team for this event.',
  teamRegistered: 'The team is registered: ask the event coordinator.',
  teamTooSmall: (min: number) => `Your team needs at least ${min} members.`,
  onlyLeaderRegisters: 'Only the team leader can register the team.',
  teamEventNeedsTeam: 'This is a team event: create or join a team first.',
  notTeamEvent: 'This event is for individuals: register on your own.',
  teamNotFound: 'Team not found.',
  notTeamMember: 'This student is not a member of the team.',
  onlyLeader: 'Only the team leader can do this.',
  teamLeft: 'You have left the team.',
  memberRemoved: 'The member has been removed from the team.',
  leaderChanged: 'Leadership handed over.',
  capacityBelowTaken: (taken: number) =>
    `${taken} seats are already taken: Seats cannot be fewer than that.`,
  maxTeamBelowTeam: (members: number) =>
    `A team of ${members} is already registered or forming: the maximum team size cannot be fewer than ${members}.`,
  minTeamAboveTeam: (members: number) =>
    `A team of ${members} is already registered: the minimum team size cannot be more than ${members}.`,
  teamsExist: 'Teams already exist for this event: it cannot become an individual event.',
  teamSizeRange:
    'Team sizes must be whole numbers from 1 to 10, the minimum not above the maximum.',
  seats: 'Seats must be a whole number of 1 or more (leave empty for no limit).',
  offerHours: 'Offer hours must be a whole number from 1 to 168.',
  teamName: 'Please enter a team name (2 to 60 characters).',
  teamCode: 'Please enter the team code.',
  seatOfferSubject: (eventName: string) => `A seat is free for you in ${eventName}`,
  teamCancelledSubject: (eventName: string) =>
    `Your team's registration for ${eventName} was cancelled`,
  staffCancelledSubject: (eventName: string) => `Your registration for ${eventName} was cancelled`,
  // Screens
  full: 'Full',
  /** 'This event is full.' when a form paying for several events must say which one. */
  eventFullNamed: (eventName: string) => `${eventName}: This event is full.`,
  fullInCart:
    'This event is full. Remove it from your cart, or join the waitlist to be offered a seat if one frees up.',
  fullInCheckout:
    'An event in your cart is full. Remove it from your cart to pay for the rest; do not transfer money for it.',
  fullOnRegistration: 'This event is full. Join the waitlist to be offered a seat if one frees up.',
  fullLeftOutOfTotal: 'Full events are not counted in the total.',
  seatsLeft: (n: number) => `${n} ${n === 1 ? 'seat' : 'seats'} left`,
  claimYourSeat: 'Claim Your Seat',
  onWaitlist: (n: number) => `On Waitlist (#${n})`,
  joinWaitlist: 'Join Waitlist',
  createOrJoinTeam: 'Create or Join Team',
  waitlistPlace: (n: number) => `Waitlist #${n}`,
  seatOfferedUntil: (time: string) => `Seat offered until ${time}`,
  decline: 'Decline',
  seatsHint: 'Leave empty for no limit',
} as const;
