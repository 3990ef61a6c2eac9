import type { ReconcileResult } from '@app/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { StatementImport } from '../../src/features/payments/components/statement-import';
import { fail, route, server, withStatus } from '../msw/api';
import { renderWithProviders } from '../shell/render';

// The statement import on Registration Status against a stand-in for the reconcile, bulk-verify
// and job-progress calls.

const NAMES = ['Anbu K', 'Meera N'];
const matched = Array.from({ length: 30 }, (_, i) => ({ paymentId: 100 + i, userName: NAMES[i] ?? `Student ${i}`, transactionId: `43200000${1000 + i}`, amount: 150, line: 10 + i }));
const RESULT: ReconcileResult = {
  lines: 33,
  added: 33,
  columns: { headerRow: 9, date: 'Date', description: 'Narration', reference: 'Chq./Ref.No.', credit: 'Deposit Amt.', flag: null },
  skippedRows: [],
  matched,
  amountMismatch: [{ paymentId: 7, userName: 'Kavya S', transactionId: '432052819328', amount: 150, statementAmount: 100, line: 41 }],
  ambiguousLines: [],
  notInStatement: [{ paymentId: 8, userName: 'Ravi K', transactionId: '432014450931', amount: 150 }],
  vagueIds: [],
  unmatchedLines: [{ line: 42, description: 'NEFT CR-ANNA UNIVERSITY SPONSORSHIP', amount: 25000 }],
  alreadyVerified: [],
};
const csv = new File(['Date,Narration\n'], 'hdfc.csv', { type: 'text/csv' });

describe('StatementImport', () => {
  it('shows the groups with row numbers, then verifies all matched as a job with progress', async () => {
    let sent: number[] = [];
    let uploaded: unknown = null;
    let polls = 0;
    server.use(
      route('POST /payments/reconcile', ({ body }) => {
        uploaded = body.get('statement');
        return RESULT;
      }),
      route('POST /payments/verify-bulk', ({ body }) => {
        sent = body.paymentIds;
        return withStatus(202, { jobId: 5, total: 30 });
      }),
      route('GET /jobs/:id', ({ params }) => {
        expect(params.id).toBe('5');
        polls += 1;
        return polls < 2
          ? { id: 5, kind: 'payments.verify-bulk', status: 'running', progress: 10, total: 30, result: null, error: null }
          : { id: 5, kind: 'payments.verify-bulk', status: 'done', progress: 30, total: 30, result: { verified: 29, skipped: 1, skippedPayments: [{ paymentId: 101, message: 'This payment is already verified.' }] }, error: null };
      }),
    );
    const { container } = renderWithProviders(<StatementImport />);
    await userEvent.upload(container.querySelector('input[type="file"]') as HTMLInputElement, csv);

    await screen.findByText(/Read 33 credit lines from/);
    expect(uploaded).toBeTruthy();
    const mismatch = screen.getByRole('region', { name: /Amount mismatch/ });
    // Each payment is named as staff know it, by the student and the transaction ID, not by an internal number.
    expect(within(mismatch).getAllByRole('row')[1]!.textContent).toBe('41Kavya S432052819328₹150₹100');
    // On phones each row is a card naming every column, the received amount included.
    expect(within(mismatch).getByRole('listitem').textContent).toBe('Row41StudentKavya STransaction ID432052819328Stated₹150Received₹100');
    const matchedRows = within(screen.getByRole('region', { name: /^Matched/ })).getAllByRole('row');
    expect(matchedRows).toHaveLength(31);
    expect(matchedRows[0]!.textContent).toBe('RowStudentTransaction IDAmount');
    expect(matchedRows[1]!.textContent).toBe('10Anbu K432000001000₹150');
    expect(screen.queryByText(/#\d/)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Verify all matched (30)' }));
    await screen.findByText('Verifying… 10 of 30');
    expect(screen.getByRole('progressbar', { name: 'Verification progress' })).toBeTruthy();
    await screen.findByText('Verified 29, skipped 1', {}, { timeout: 4000 });
    expect(screen.getByText('Meera N (transaction 432000001001): This payment is already verified.')).toBeTruthy();
    expect(sent).toEqual(matched.map((m) => m.paymentId));
    expect(screen.getByRole('button', { name: 'Verify all matched (30)' })).toHaveProperty('disabled', true);
    // Nothing was left unread or to a person: those groups and the skipped-rows notice do not show.
    expect(screen.queryByText(/rows? skipped/)).toBeNull();
    expect(screen.queryByRole('region', { name: /Lines naming several payments/ })).toBeNull();
    expect(screen.queryByRole('region', { name: /Transaction ID too vague/ })).toBeNull();
  });

  it('says which rows could not be read, lists lines naming several payments and vague IDs apart, and offers only the matched for Verify all matched', async () => {
    let sent: number[] = [];
    server.use(
      route('POST /payments/reconcile', () => ({
        ...RESULT,
        lines: 2,
        matched: [{ paymentId: 1, userName: 'Aarav S', transactionId: '432198765401', amount: 100, line: 2 }],
        skippedRows: [
          { line: 5, reason: 'date', value: '31/02/2026', description: 'UPI/432198765431/Meena' },
          { line: 6, reason: 'date', value: '', description: 'UPI/432198765433/Oviya' },
          { line: 9, reason: 'amount', value: '1.00.00', description: 'UPI/432198765434/Prakash' },
        ],
        ambiguousLines: [
          {
            line: 3,
            description: 'UPI/432198765501/432198765502/TWO FRIENDS',
            amount: 300,
            payments: [
              { paymentId: 21, userName: 'Anbu K', transactionId: '432198765501', amount: 300 },
              { paymentId: 22, userName: 'Bharath M', transactionId: '432198765502', amount: 300 },
            ],
          },
        ],
        vagueIds: [{ paymentId: 33, userName: 'Oviya P', transactionId: 'NEFT', amount: 100 }],
        alreadyVerified: [{ line: 7, paymentId: 40, userName: 'Deepa K', transactionId: '432198765601', description: 'UPI/432198765601/DEEPA', amount: 100 }],
      })),
      route('POST /payments/verify-bulk', ({ body }) => {
        sent = body.paymentIds;
        return { verified: 1, skipped: 0, skippedPayments: [] };
      }),
    );
    const { container } = renderWithProviders(<StatementImport />);
    await userEvent.upload(container.querySelector('input[type="file"]') as HTMLInputElement, csv);

    const notice = (await screen.findByText('3 rows skipped')).closest('[role="alert"]') as HTMLElement;
    expect(within(notice).getByText('Row 5: date “31/02/2026” not recognised · UPI/432198765431/Meena')).toBeTruthy();
    expect(within(notice).getByText('Row 6: no date · UPI/432198765433/Oviya')).toBeTruthy();
    expect(within(notice).getByText('Row 9: amount “1.00.00” not recognised · UPI/432198765434/Prakash')).toBeTruthy();

    const ambiguous = screen.getByRole('region', { name: /Lines naming several payments/ });
    expect(within(ambiguous).getByText(/matched to none/)).toBeTruthy();
    expect(within(ambiguous).getAllByRole('row')[1]!.textContent).toBe(
      '3UPI/432198765501/432198765502/TWO FRIENDS₹300Anbu K (transaction 432198765501), ₹300Bharath M (transaction 432198765502), ₹300',
    );
    const vague = screen.getByRole('region', { name: /Transaction ID too vague/ });
    expect(within(vague).getByText(/never matched/)).toBeTruthy();
    expect(within(vague).getAllByRole('row')[1]!.textContent).toBe('Oviya PNEFT₹100');
    // A line that verified a payment before names that payment's student and transaction ID.
    await userEvent.click(screen.getByRole('button', { name: /Already verified/ }));
    const used = await screen.findByRole('region', { name: /Already verified/ });
    expect(within(used).getAllByRole('row')[1]!.textContent).toBe('7Deepa K432198765601UPI/432198765601/DEEPA₹100');

    await userEvent.click(screen.getByRole('button', { name: 'Verify all matched (1)' }));
    await screen.findByText('Verified 1, skipped 0');
    expect(sent).toEqual([1]);
  });

  it("shows the server's reason when the file is refused", async () => {
    server.use(route('POST /payments/reconcile', () => fail(400, 'The statement has no column for amounts received.')));
    const { container } = renderWithProviders(<StatementImport />);
    await userEvent.upload(container.querySelector('input[type="file"]') as HTMLInputElement, csv);
    await waitFor(() => expect(screen.getByText('The statement has no column for amounts received.')).toBeTruthy());
    expect(screen.queryByRole('button', { name: /Verify all matched/ })).toBeNull();
  });
});
