import { PAYMENT_STATUSES, type PaymentListQuery, type PaymentRegistration } from '@app/shared';
import {
  Button,
  Group,
  Pagination,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  useMatches,
  type MantineSpacing,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable, PersonCell } from '../../../components/data-table';
import { EmptyState, ErrorState, PageLoader } from '../../../components/page-state';
import { ShowingRange } from '../../../components/showing-range';
import { TableOrCardList } from '../../../components/table-or-card-list';
import { usePayments } from '../api/list-payments';
import { PAYMENT_STATE_LABEL, paymentState } from '../lib/payment-status';
import { PaymentDialog } from './payment-dialog';
import { PaymentStatusBadge } from './payment-status-badge';
import { DuplicateFlag } from './duplicate-flag';
import { StatementImport } from './statement-import';

const PAGE_SIZE = 20;

/** The payment's events by name, then how many other coordinators' events it also pays for. */
function eventNames(p: PaymentRegistration) {
  if (!p.otherEvents) return p.eventName;
  return `${p.eventName} + ${p.otherEvents} ${p.otherEvents === 1 ? 'other' : 'others'}`;
}

/** View on a payment's row or card: opens the payment's dialog. */
function ViewPaymentButton({
  payment,
  onView,
  ...layout
}: {
  payment: PaymentRegistration;
  onView: (payment: PaymentRegistration) => void;
  mt?: MantineSpacing;
  fullWidth?: boolean;
}) {
  return (
    <Button
      size="xs"
      variant="light"
      {...layout}
      onClick={() => onView(payment)}
      aria-label={`View payment of ${payment.userName}`}
    >
      View
    </Button>
  );
}

/** Registration Status (SPEC §2): every payment, newest first, with filters, search and the View dialog. */
export function RegistrationStatus({
  eventOptions,
  canImportStatement,
}: {
  eventOptions: { value: string; label: string }[];
  /** Whether the caller may import a bank statement: not a coordinator held to some events. */
  canImportStatement: boolean;
}) {
  const [status, setStatus] = useState<string | null>(null);
  const [eventId, setEventId] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<PaymentRegistration | null>(null);
  // On a phone the page buttons keep to one row: no neighbours beside the current page.
  const siblings = useMatches({ base: 0, sm: 1 });

  const query: PaymentListQuery = {
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
    status: (status as PaymentListQuery['status']) ?? undefined,
    eventId: eventId ? Number(eventId) : undefined,
    q: q || undefined,
  };
  const payments = usePayments(query);
  const items = payments.data?.items ?? [];
  const pages = Math.max(1, Math.ceil((payments.data?.total ?? 0) / PAGE_SIZE));
  const resetPage =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };

  return (
    <Stack gap="lg">
      <Title order={1}>Registration Status</Title>
      {canImportStatement && <StatementImport />}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          label="Search"
          placeholder="Name, email or transaction ID"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={search}
          onChange={(e) => resetPage(setSearch)(e.currentTarget.value)}
        />
        <Select
          label="Status"
          placeholder="All statuses"
          clearable
          data={PAYMENT_STATUSES.map((s) => ({ value: s, label: PAYMENT_STATE_LABEL[s] }))}
          value={status}
          onChange={resetPage(setStatus)}
        />
        <Select
          label="Event"
          placeholder="All events"
          clearable
          searchable
          data={eventOptions}
          value={eventId}
          onChange={resetPage(setEventId)}
        />
      </SimpleGrid>

      {payments.isLoading ? (
        <PageLoader label="Loading payments..." />
      ) : payments.isLoadingError ? (
        <ErrorState message="Failed to load payment registrations." read={payments} />
      ) : items.length === 0 ? (
        <EmptyState title="No payments">No payment registrations match these filters.</EmptyState>
      ) : (
        <>
          <TableOrCardList
            items={items}
            itemKey={(p) => p.id}
            table={
              <DataTable
                label="Payments"
                minWidth={720}
                striped
                highlightOnHover
                verticalSpacing="sm"
                columns={['User Name', 'Event ID', 'Transaction ID', 'Amount', 'Status', 'Actions']}
              >
                {items.map((p) => (
                  <Table.Tr key={p.id}>
                    <PersonCell name={p.userName} email={p.userEmail} />
                    <Table.Td>
                      <Text size="sm">{p.events.map((e) => e.eventId).join(', ')}</Text>
                      <Text size="xs" c="gray.7">
                        {eventNames(p)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" className="nowrap-id">
                        {p.transactionId}
                      </Text>
                      <Text size="xs" c="gray.7">
                        Payment #{p.id}
                      </Text>
                    </Table.Td>
                    <Table.Td>₹{p.transactionAmount}</Table.Td>
                    <Table.Td>
                      <PaymentStatusBadge state={paymentState(p)} />
                      <DuplicateFlag duplicates={p.duplicates} />
                    </Table.Td>
                    <Table.Td>
                      <ViewPaymentButton payment={p} onView={setViewing} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </DataTable>
            }
            card={(p) => (
              <>
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text fw={600}>{p.userName}</Text>
                    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      Event {p.events.map((e) => e.eventId).join(', ')} · {eventNames(p)}
                    </Text>
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      <span className="nowrap-id">{p.transactionId}</span> · ₹{p.transactionAmount}
                    </Text>
                    <Text size="xs" c="gray.7">
                      Payment #{p.id}
                    </Text>
                    <DuplicateFlag duplicates={p.duplicates} />
                  </Stack>
                  <PaymentStatusBadge state={paymentState(p)} />
                </Group>
                <ViewPaymentButton payment={p} onView={setViewing} mt="xs" fullWidth />
              </>
            )}
          />
          <Stack gap="xs" align="center">
            {pages > 1 && (
              <Pagination
                total={pages}
                value={page}
                onChange={setPage}
                siblings={siblings}
                aria-label="Pages"
              />
            )}
            <ShowingRange page={page} pageSize={PAGE_SIZE} total={payments.data?.total ?? 0} />
          </Stack>
        </>
      )}
      <PaymentDialog payment={viewing} onClose={() => setViewing(null)} />
    </Stack>
  );
}
