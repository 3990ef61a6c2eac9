import { MSG, type ReconcileResult, type VerifyBulkResult } from '@app/shared';
import { Accordion, Alert, Badge, Button, Card, FileButton, Group, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { invalidateRegistrationChange } from '../../../api/registrations';
import { errorMessage } from '../../../lib/api-client';
import { showError } from '../../../lib/notify';
import { useQueryClient } from '@tanstack/react-query';
import { useJob } from '../api/get-job';
import { useReconcileStatement } from '../api/reconcile-statement';
import { isQueued, useVerifyBulk } from '../api/verify-bulk';

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;

interface Column<T> {
  label: string;
  value: (row: T) => React.ReactNode;
  /** long text that may break anywhere (narrations); other cells keep to one line */
  wrap?: boolean;
}

function GroupTable<T>({ rows, columns, rowKey }: { rows: T[]; columns: Column<T>[]; rowKey: (row: T) => string | number }) {
  if (rows.length === 0) return <Text c="dimmed" size="sm">None.</Text>;
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table striped verticalSpacing="xs" horizontalSpacing={6} fz="sm">
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.label}>{c.label}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={rowKey(r)}>
              {columns.map((c) => (
                <Table.Td key={c.label} style={c.wrap ? { overflowWrap: 'anywhere' } : { whiteSpace: 'nowrap' }}>
                  {c.value(r)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

type Matched = ReconcileResult['matched'][number];
type Mismatch = ReconcileResult['amountMismatch'][number];
type Missing = ReconcileResult['notInStatement'][number];
type Unmatched = ReconcileResult['unmatchedLines'][number];
type Used = ReconcileResult['alreadyVerified'][number];

const row: Column<{ line: number }> = { label: 'Row', value: (r) => r.line };
const payment: Column<{ paymentId: number }> = { label: 'Payment', value: (r) => `#${r.paymentId}` };
const txn: Column<{ transactionId: string }> = { label: 'Transaction ID', value: (r) => r.transactionId };
const amount: Column<{ amount: number }> = { label: 'Amount', value: (r) => rupees(r.amount) };

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
                      <Text size="sm" key={s.paymentId}>
                        Payment #{s.paymentId}: {s.message}
                      </Text>
                    ))}
                  </Stack>
                ) : (
                  <Text size="sm">Each student has been mailed.</Text>
                )}
              </Alert>
            )}
            <Accordion multiple defaultValue={['matched', 'mismatch']} variant="contained">
              <GroupItem<Matched>
                value="matched"
                label="Matched"
                color="teal"
                rows={result.matched}
                rowKey={(r) => r.paymentId}
                columns={[row, payment, txn, amount]}
              />
              <GroupItem<Mismatch>
                value="mismatch"
                label="Amount mismatch"
                color="orange"
                rows={result.amountMismatch}
                rowKey={(r) => r.paymentId}
                columns={[row, payment, txn, { label: 'Stated', value: (r) => rupees(r.amount) }, { label: 'Received', value: (r) => rupees(r.statementAmount) }]}
              />
              <GroupItem<Missing>
                value="missing"
                label="Not in statement"
                color="gray"
                rows={result.notInStatement}
                rowKey={(r) => r.paymentId}
                columns={[payment, txn, amount]}
              />
              <GroupItem<Unmatched>
                value="unmatched"
                label="Unmatched lines"
                color="gray"
                rows={result.unmatchedLines}
                rowKey={(r) => r.line}
                columns={[row, { label: 'Description', value: (r) => r.description, wrap: true }, amount]}
              />
              {result.alreadyVerified.length > 0 && (
                <GroupItem<Used>
                  value="used"
                  label="Already verified"
                  color="blue"
                  rows={result.alreadyVerified}
                  rowKey={(r) => r.line}
                  columns={[row, payment, { label: 'Description', value: (r) => r.description, wrap: true }, amount]}
                />
              )}
            </Accordion>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

/** One group of the result: its name and count as the accordion's control, its rows as a table. */
function GroupItem<T>({
  value,
  label,
  color,
  ...table
}: {
  value: string;
  label: string;
  color: string;
  rows: T[];
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
}) {
  return (
    <Accordion.Item value={value}>
      <Accordion.Control>
        <GroupTitle label={label} count={table.rows.length} color={color} />
      </Accordion.Control>
      <Accordion.Panel>
        <GroupTable {...table} />
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
