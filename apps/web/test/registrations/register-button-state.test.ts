import { describe, expect, it } from 'vitest';
import {
  REGISTER_BUTTON_LABELS,
  registerButtonState,
} from '../../src/features/cart/lib/register-button-state';

const now = new Date('2030-03-10T12:00:00Z');
const open = '2030-03-20T00:00:00Z';
const closed = '2030-03-01T00:00:00Z';
const label = (input: Parameters<typeof registerButtonState>[0]) =>
  REGISTER_BUTTON_LABELS[registerButtonState(input)];

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
