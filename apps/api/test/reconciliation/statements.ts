import { expect } from 'vitest';
import type { TestApp } from '../helpers/app';
import { multipart } from '../registrations/fixtures';

/** Imports a bank statement as staff (POST /api/payments/reconcile) and returns the 200 answer's body. */
export async function importStatement(t: TestApp, cookie: string, data: Buffer, filename: string, contentType = 'text/csv') {
  const form = multipart([{ name: 'statement', filename, contentType, data }]);
  const res = await t.app.inject({ method: 'POST', url: '/api/payments/reconcile', headers: { cookie, ...form.headers }, payload: form.payload });
  expect(res.statusCode).toBe(200);
  return res.json();
}
