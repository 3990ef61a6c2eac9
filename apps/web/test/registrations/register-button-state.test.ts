import { describe, expect, it } from 'vitest';
import { registerButtonLabel, registerButtonState } from '../../src/features/cart/lib/register-button-state';

const now = new Date('2030-03-10T12:00:00Z');
const open = '2030-03-20T00:00:00Z';
const closed = '2030-03-01T00:00:00Z';
const label = (input: Parameters<typeof registerButtonState>[0]) =>
  registerButtonLabel(registerButtonState(input), input.waitlistPosition ?? null);

describe('event card button order (SPEC §4)', () => {
  it('shows Registered first, even past the deadline and in the cart', () => {
    expect(
      label({
        isRegistered: true,
        lastDateForRegistration: closed,
        registrationFees: 100,
        inCart: true,
        now,
      }),
    ).toBe('Registered');
  });
  it('shows Registration Closed past the deadline, before free or cart states', () => {
    expect(
      label({
        isRegistered: false,
        lastDateForRegistration: closed,
        registrationFees: 0,
        inCart: false,
        now,
      }),
    ).toBe('Registration Closed');
    expect(
      label({
        isRegistered: false,
        lastDateForRegistration: closed,
        registrationFees: 100,
        inCart: true,
        now,
      }),
    ).toBe('Registration Closed');
  });
  it('offers Register for Free for a free event, even if it sits in the cart', () => {
    expect(
      label({
        isRegistered: false,
        lastDateForRegistration: open,
        registrationFees: 0,
        inCart: true,
        now,
      }),
    ).toBe('Register for Free');
  });
  it('offers Remove from Cart for a paid event in the cart, else Add to Cart', () => {
    expect(
      label({
        isRegistered: false,
        lastDateForRegistration: open,
        registrationFees: 100,
        inCart: true,
        now,
      }),
    ).toBe('Remove from Cart');
    expect(
      label({
        isRegistered: false,
        lastDateForRegistration: open,
        registrationFees: 100,
        inCart: false,
        now,
      }),
    ).toBe('Add to Cart');
  });
});

describe('seat and team states (SPEC-2 §A, §B), before the SPEC §4 ones', () => {
  const base = { isRegistered: false, lastDateForRegistration: open, registrationFees: 100, inCart: true, now };
  it('Registered and Registration Closed still come first', () => {
    expect(label({ ...base, isRegistered: true, offer: true, full: true })).toBe('Registered');
    expect(label({ ...base, lastDateForRegistration: closed, offer: true, waitlistPosition: 2 })).toBe('Registration Closed');
  });
  it('an open offer reads Claim Your Seat, even on a full event one is waiting for', () => {
    expect(label({ ...base, offer: true, waitlistPosition: 1, full: true })).toBe('Claim Your Seat');
  });
  it('a place in line reads On Waitlist (#N); a full event Join Waitlist', () => {
    expect(label({ ...base, waitlistPosition: 3, full: true })).toBe('On Waitlist (#3)');
    expect(label({ ...base, full: true, needsTeam: true })).toBe('Join Waitlist');
  });
  it('a place in line on an event with a seat free for anyone gives the usual states: they may take it', () => {
    expect(label({ ...base, inCart: false, waitlistPosition: 3, full: false })).toBe('Add to Cart');
    expect(label({ ...base, waitlistPosition: 3 })).toBe('Remove from Cart');
    expect(label({ ...base, registrationFees: 0, waitlistPosition: 1 })).toBe('Register for Free');
    expect(label({ ...base, waitlistPosition: 1, needsTeam: true })).toBe('Create or Join Team');
  });
  it('a team event without a team reads Create or Join Team before the cart states', () => {
    expect(label({ ...base, needsTeam: true })).toBe('Create or Join Team');
    expect(label({ ...base, registrationFees: 0, needsTeam: true })).toBe('Create or Join Team');
    expect(label({ ...base, registrationFees: 0 })).toBe('Register for Free');
  });
});
