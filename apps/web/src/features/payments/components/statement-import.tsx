import { MSG, type ReconcileResult, type VerifyBulkResult } from '@app/shared';
import { Accordion, Alert, Badge, Button, Card, FileButton, Group, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { invalidateRegistrationChange } from '../../../api/registrations';
import { ColumnTable, type TableColumn } from '../../../components/column-table';
import { TableOrCardList } from '../../../components/table-or-card-list';
import { errorMessage } from '../../../lib/api-client';
import { showError } from '../../../lib/notify';
import { useQueryClient } from '@tanstack/react-query';
import { useJob } from '../api/get-job';
import { useReconcileStatement } from '../api/reconcile-statement';
import { isQueued, useVerifyBulk } from '../api/verify-bulk';

// .txt: Excel's 'Unicode Text' export (UTF-16, tab-separated). The server reads the file by its bytes, not its name.
const ACCEPT = '.csv,.txt,.xlsx,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;

/** A column of a group's table; `wrap` for long text that may break anywhere (narrations), other cells keep to one line. */
interface Column<T> extends TableColumn<T> {
  wrap?: boolean;
}

/** A group's rows: a table from `sm` up; on phones a card each, so the amounts are not off the edge. */
function GroupTable<T>({ rows, columns, rowKey }: { rows: T[]; columns: Column<T>[]; rowKey: (row: T) => string | number }) {
  if (rows.length === 0) return <Text c="dimmed" size="sm">None.</Text>;
  const styled = columns.map((c) => ({ ...c, style: c.wrap ? WRAP_ANYWHERE : ONE_LINE }));
  return (
    <TableOrCardList
      items={rows}
      itemKey={rowKey}
      gap="xs"
      table={
        <Table.ScrollContainer minWidth={300}>
          <ColumnTable striped verticalSpacing="xs" horizontalSpacing={6} fz="sm" rows={rows} columns={styled} rowKey={rowKey} />
        </Table.ScrollContainer>
      }
      card={(r) => (
        <Stack gap={2}>
          {columns.map((c) => (
            <Group key={c.header} justify="space-between" align="baseline" gap="sm" wrap="nowrap">
              <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                {c.header}
              </Text>
              <Text size="sm" ta="right" style={WRAP_ANYWHERE}>
                {c.value(r)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    />
  );
}

const WRAP_ANYWHERE = { overflowWrap: 'anywhere' } as const;
const ONE_LINE = { whiteSpace: 'nowrap' } as const;

type Matched = ReconcileResult['matched'][number];
type Mismatch = ReconcileResult['amountMismatch'][number];
type Missing = ReconcileResult['notInStatement'][number];
type Unmatched = ReconcileResult['unmatchedLines'][number];
type Used = ReconcileResult['alreadyVerified'][number];
type Ambiguous = ReconcileResult['ambiguousLines'][number];
type Vague = ReconcileResult['vagueIds'][number];
type Skipped = ReconcileResult['skippedRows'][number];

const row: Column<{ line: number }> = { header: 'Row', value: (r) => r.line };
// A statement line is matched by transaction ID: the payment is named by its payer and that ID.
const student: Column<{ userName: string }> = { header: 'Student', value: (r) => r.userName };
const txn: Column<{ transactionId: string }> = { header: 'Transaction ID', value: (r) => r.transactionId };
const amount: Column<{ amount: number }> = { header: 'Amount', value: (r) => rupees(r.amount) };
const stated: Column<{ amount: number }> = { header: 'Stated', value: (r) => rupees(r.amount) };
const received: Column<{ statementAmount: number }> = { header: 'Received', value: (r) => rupees(r.statementAmount) };
const description: Column<{ description: string }> = { header: 'Description', value: (r) => r.description, wrap: true };
const named: Column<Ambiguous> = {
  header: 'Payments named',
  // one payment a line; spans, since on phones the cell is a paragraph
  value: (r) =>
    r.payments.map((p) => (
      <span key={p.paymentId} style={{ display: 'block' }}>
        {MSG.paymentName(p.userName, p.transactionId)}, {rupees(p.amount)}
      </span>
    )),
};

const byPayment = (r: { paymentId: number }) => r.paymentId;
const byLine = (r: { line: number }) => r.line;

/** One group of the result: its accordion value, name and badge colour, and how its rows show. */
interface ResultGroup<T> {
  value: string;
  label: string;
  color: string;
  rowKey: (row: T) => string | number;
  columns: Column<T>[];
  /** what the organizer should do with the group's rows, above them */
  note?: string;
}

// The groups, one a line, in the order they show.
const MATCHED: ResultGroup<Matched> = { value: 'matched', label: 'Matched', color: 'teal', rowKey: byPayment, columns: [row, student, txn, amount] };
const MISMATCH: ResultGroup<Mismatch> = { value: 'mismatch', label: 'Amount mismatch', color: 'orange', rowKey: byPayment, columns: [row, student, txn, stated, received] };
const MISSING: ResultGroup<Missing> = { value: 'missing', label: 'Not in statement', color: 'gray', rowKey: byPayment, columns: [student, txn, amount] };
const UNMATCHED: ResultGroup<Unmatched> = { value: 'unmatched', label: 'Unmatched lines', color: 'gray', rowKey: byLine, columns: [row, description, amount] };
const USED: ResultGroup<Used> = { value: 'used', label: 'Already verified', color: 'blue', rowKey: byLine, columns: [row, student, txn, description, amount] };
const AMBIGUOUS: ResultGroup<Ambiguous> = {
  value: 'ambiguous',
  label: 'Lines naming several payments',
  color: 'yellow',
  rowKey: byLine,
  columns: [row, description, amount, named],
  note: 'Each of these lines names the transaction IDs of more than one pending payment, so it is matched to none. Find out which student it pays for, then verify that payment on its own.',
};
const VAGUE: ResultGroup<Vague> = {
  value: 'vague',
  label: 'Transaction ID too vague',
  color: 'yellow',
  rowKey: byPayment,
  columns: [student, txn, amount],
  note: 'These transaction IDs hold no reference number of 6 digits or more (a bank word such as NEFT or UPI, a name, a short number), so they could stand in anyone’s line and are never matched. Find the credit by the student’s name and amount before verifying.',
};

/** A matched payment (Verify all matched sends only those) as staff know it: payer and transaction ID. */
function matchedName(result: ReconcileResult, paymentId: number): string {
  const m = result.matched.find((p) => p.paymentId === paymentId);
  return m ? MSG.paymentName(m.userName, m.transactionId) : 'A payment';
}

/** 'Row 5: date “31/02/2026” not recognised': what could not be read in a skipped row. */
function skippedReason(r: Skipped): string {
  return r.value ? `Row ${r.line}: ${r.reason} “${r.value}” not recognised` : `Row ${r.line}: no ${r.reason}`;
}

/**
 * Payment reconciliation on Registration Status: the organizer imports the bank statement, reads
 * the pending payments grouped against it (with the statement's row numbers), and verifies the
 * matched ones in one go. The import itself changes no payment.
 */
export function StatementImport() {
  const qc = useQueryClient();
  const reconcile = useReconcileStatement();
  const verify = useVerifyBulk();
  const [result, setResult] = useState<ReconcileResult | null>(null);
  const [fileName, setFileName] = useState('');
  const [jobId, setJobId] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<VerifyBulkResult | null>(null);
  const job = useJob<VerifyBulkResult>(jobId);

  useEffect(() => {
    if (job.data?.status === 'done' && job.data.result) {
      setOutcome(job.data.result);
      setJobId(null);
      void invalidateRegistrationChange(qc);
    } else if (job.data?.status === 'failed') {
      showError(job.data.error ?? MSG.verifyFailed);
      setJobId(null);
    }
  }, [job.data, qc]);

  const importFile = (file: File | null) => {
    if (!file) return;
    setFileName(file.name);
    setOutcome(null);
    reconcile.mutate(file, {
      onSuccess: setResult,
      onError: (err) => showError(errorMessage(err, 'The statement could not be imported. Please try again.')),
    });
  };

  const verifyMatched = () => {
    if (!result) return;
    verify.mutate(
      result.matched.map((m) => m.paymentId),
      {
        onSuccess: (r) => {
          // The outcome shows as an alert beside the groups (with why any payment was skipped).
          if (isQueued(r)) setJobId(r.jobId);
          else setOutcome(r);
        },
        onError: (err) => showError(errorMessage(err, MSG.verifyFailed)),
      },
    );
  };

  const running = verify.isPending || jobId !== null;
  const progress = job.data && job.data.total > 0 ? Math.round((100 * job.data.progress) / job.data.total) : 0;

  return (
    <Card withBorder radius="md" padding="sm">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div style={{ flex: '1 1 260px' }}>
            <Title order={2} size="h4">
              Bank statement
            </Title>
            <Text size="sm" c="dimmed">
              Import the statement from net banking (CSV or Excel) to match pending payments by transaction ID. Nothing is verified
              until you choose to.
            </Text>
          </div>
          <FileButton onChange={importFile} accept={ACCEPT}>
            {(props) => (
              <Button {...props} leftSection={<IconFileSpreadsheet size={18} aria-hidden="true" />} loading={reconcile.isPending}>
                Import bank statement
              </Button>
            )}
          </FileButton>
        </Group>

        {result && (
          <Stack gap="sm" aria-live="polite">
            <Text size="sm">
              Read {result.lines} credit line{result.lines === 1 ? '' : 's'} from <b>{fileName}</b> ({result.added} new), columns{' '}
              {[result.columns.date, result.columns.description, result.columns.reference, result.columns.credit].filter(Boolean).join(', ')}{' '}
              from row {result.columns.headerRow}.
            </Text>
            <Group gap="sm">
              <Button color="teal.9" onClick={verifyMatched} disabled={result.matched.length === 0 || !!outcome} loading={running}>
                Verify all matched ({result.matched.length})
              </Button>
            </Group>
            {result.skippedRows.length > 0 && (
              <Alert
                color="yellow"
                title={`${result.skippedRows.length} row${result.skippedRows.length === 1 ? '' : 's'} skipped`}
              >
                <Stack gap={4}>
                  <Text size="sm">
                    These rows have a description and an amount, but their date or amount could not be read, so they are not matched. Check
                    them in the statement.
                  </Text>
                  {result.skippedRows.map((r) => (
                    <Text size="sm" key={r.line} style={WRAP_ANYWHERE}>
                      {skippedReason(r)} · {r.description}
                    </Text>
                  ))}
                </Stack>
              </Alert>
            )}
            {jobId !== null && (
              <Stack gap={4}>
                <Text size="sm">
                  Verifying… {job.data?.progress ?? 0} of {job.data?.total ?? result.matched.length}
                </Text>
                <Progress value={progress} aria-label="Verification progress" animated />
              </Stack>
            )}
            {outcome && (
              <Alert color={outcome.skipped ? 'yellow' : 'teal'} title={`Verified ${outcome.verified}, skipped ${outcome.skipped}`}>
                {outcome.skippedPayments.length > 0 ? (
                  <Stack gap={2}>
                    {outcome.skippedPayments.map((s) => (
                      <Text size="sm" key={s.paymentId} style={WRAP_ANYWHERE}>
                        {matchedName(result, s.paymentId)}: {s.message}
                      </Text>
                    ))}
                  </Stack>
                ) : (
                  <Text size="sm">Each student has been mailed.</Text>
                )}
              </Alert>
            )}
            <Accordion multiple defaultValue={[MATCHED.value, MISMATCH.value, AMBIGUOUS.value, VAGUE.value]} variant="contained">
              <GroupItem group={MATCHED} rows={result.matched} />
              <GroupItem group={MISMATCH} rows={result.amountMismatch} />
              {result.ambiguousLines.length > 0 && <GroupItem group={AMBIGUOUS} rows={result.ambiguousLines} />}
              {result.vagueIds.length > 0 && <GroupItem group={VAGUE} rows={result.vagueIds} />}
              <GroupItem group={MISSING} rows={result.notInStatement} />
              <GroupItem group={UNMATCHED} rows={result.unmatchedLines} />
              {result.alreadyVerified.length > 0 && <GroupItem group={USED} rows={result.alreadyVerified} />}
            </Accordion>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

/** One group of the result: its name and count as the accordion's control, its rows as a table. */
function GroupItem<T>({ group, rows }: { group: ResultGroup<T>; rows: T[] }) {
  return (
    <Accordion.Item value={group.value}>
      <Accordion.Control>
        <GroupTitle label={group.label} count={rows.length} color={group.color} />
      </Accordion.Control>
      <Accordion.Panel>
        {group.note && (
          <Text size="sm" c="dimmed" mb="xs">
            {group.note}
          </Text>
        )}
        <GroupTable rows={rows} columns={group.columns} rowKey={group.rowKey} />
      </Accordion.Panel>
    </Accordion.Item>
  );
}

function GroupTitle({ label, count, color }: { label: string; count: number; color: string }) {
  return (
    <Group gap="xs">
      <Text fw={600}>{label}</Text>
      <Badge color={color} variant="light" aria-label={`${count} ${label.toLowerCase()}`}>
        {count}
      </Badge>
    </Group>
  );
}
