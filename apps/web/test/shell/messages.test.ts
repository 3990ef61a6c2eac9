import { ManualPaymentInputSchema, MSG } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { validateManualPayment } from '../../src/features/payments/components/manual-payment-form';
import { ApiError, errorMessage } from '../../src/lib/api-client';
import { zodValidate } from '../../src/lib/form';

// One rule for what a failed call shows, and one mapping of schema issues to form fields.

describe('errorMessage', () => {
  it("shows the server's words on a 4xx, the fallback on a 5xx or a non-API error, the network text when unreachable", () => {
    expect(errorMessage(new ApiError(409, 'Transaction ID already used.'), 'Failed.')).toBe('Transaction ID already used.');
    expect(errorMessage(new ApiError(500, 'Something went wrong.'), 'Failed.')).toBe('Failed.');
    expect(errorMessage(new TypeError('x is undefined'), 'Failed.')).toBe('Failed.');
    expect(errorMessage(new ApiError(0, MSG.networkError), 'Failed.', 'Could not reach the server.')).toBe('Could not reach the server.');
    expect(errorMessage(new ApiError(0, MSG.networkError), 'Failed.')).toBe('Failed.');
  });
});

describe('form validation from the shared schemas', () => {
  it('puts each issue on its field, first message only', () => {
    const errors = zodValidate(ManualPaymentInputSchema)({ userId: 1, eventId: 2, transactionId: '', transactionAmount: 'abc' });
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['transactionId', 'transactionAmount']));
    expect(typeof errors.transactionId).toBe('string');
  });

  it('checks the amount against the fee only once the details are valid', () => {
    const values = {
      transactionId: 'UTR123456789',
      transactionUsername: 'Kavya',
      transactionDate: '2026-01-10',
      transactionTime: '10:30',
      transactionAmount: '100',
    };
    expect(validateManualPayment(values, { userId: 1, eventId: 2, fees: 150 })).toEqual({
      transactionAmount: MSG.amountMismatch('100', 150),
    });
    expect(validateManualPayment({ ...values, transactionAmount: '150' }, { userId: 1, eventId: 2, fees: 150 })).toEqual({});
  });
});
