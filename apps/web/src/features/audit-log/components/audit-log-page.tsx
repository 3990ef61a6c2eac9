import { Badge, Card, Group, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import type { AuditEntry } from '@app/shared';
import { DownloadLinkButton } from '../../../components/link-buttons';
import { DataTable } from '../../../components/data-table';
import { EmptyState, ErrorState, PageLoader } from '../../../components/page-state';
import { ShowingRange } from '../../../components/showing-range';
import { errorMessage } from '../../../lib/api-client';
import { auditLogExportUrl } from '../api/export-audit-log';
import { useAuditLog } from '../api/list-audit-log';
import { describeAction, describeTarget, formatTime } from '../lib/describe';
import { AUDIT_PAGE_SIZE, EMPTY_FILTERS, hasFilters, type AuditFilterValues } from '../lib/filters';
import { AuditChanges } from './audit-changes';
import { AuditFilters } from './audit-filters';

function Who({ entry }: { entry: AuditEntry }) {
  return entry.actorEmail ? (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      {entry.actorEmail}
    </Text>
  ) : (
    <Text size="sm" c="dimmed">
      System
    </Text>
  );
}

function What({ entry }: { entry: AuditEntry }) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600}>
        {describeAction(entry.action)}
      </Text>
      <Text size="xs" c="dimmed" ff="monospace">
        {entry.action}
      </Text>
    </Stack>
  );
}

/** The admin's audit log: who verified, rejected, marked or changed what, and when. */
export function AuditLogPage() {
  const [filters, setFilters] = useState<AuditFilterValues>(EMPTY_FILTERS);
  const [page, setPage] = useState(1);
  // Typing in a text filter asks the server once the typing pauses, not at every key.
  const [debounced] = useDebouncedValue(filters, 300);
  const log = useAuditLog(debounced, page);
  const data = log.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / AUDIT_PAGE_SIZE)) : 1;

  const onFilters = (next: AuditFilterValues) => {
    setFilters(next);
    setPage(1);
  };

  return (
    <Stack>
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1}>Audit Log</Title>
          <Text c="dimmed" size="sm">
            Who verified, rejected, marked or changed what, and when. Times are in your time zone.
          </Text>
        </div>
        <DownloadLinkButton
          href={data && data.total > 0 ? auditLogExportUrl(debounced) : undefined}
          icon={IconDownload}
        >
          Export CSV
        </DownloadLinkButton>
      </Group>

      <AuditFilters
        value={filters}
        onChange={onFilters}
        actions={data?.actions ?? []}
        targetTypes={data?.targetTypes ?? []}
      />

      {log.isPending && <PageLoader label="Loading the audit log..." />}
      {log.isLoadingError && (
        <ErrorState message={errorMessage(log.error, 'Failed to load the audit log.')} read={log} />
      )}
      {data && data.total === 0 && (
        <EmptyState title={hasFilters(debounced) ? 'No matching entries' : 'Nothing recorded yet'}>
          {hasFilters(debounced)
            ? 'No audit entries match these filters. Try a wider date range or clear the filters.'
            : 'Staff actions such as verifying payments, marking rounds and changing events will appear here.'}
        </EmptyState>
      )}

      {data && data.total > 0 && (
        <>
          <Card
            withBorder
            p={0}
            visibleFrom="sm"
            style={{ opacity: log.isPlaceholderData ? 0.6 : 1 }}
          >
            <DataTable
              label="Audit log"
              minWidth={820}
              striped
              highlightOnHover
              verticalSpacing="sm"
              columns={[
                <Table.Th w={170}>When</Table.Th>,
                <Table.Th w={200}>Who</Table.Th>,
                <Table.Th w={220}>What</Table.Th>,
                <Table.Th w={130}>Target</Table.Th>,
                'Changes',
              ]}
            >
              {data.items.map((e) => (
                <Table.Tr key={e.id}>
                  <Table.Td>
                    <Text size="sm" component="time" dateTime={e.at}>
                      {formatTime(e.at)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Who entry={e} />
                  </Table.Td>
                  <Table.Td>
                    <What entry={e} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{describeTarget(e.targetType, e.targetId)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <AuditChanges before={e.before} after={e.after} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </DataTable>
          </Card>

          <Stack
            gap="sm"
            hiddenFrom="sm"
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none', opacity: log.isPlaceholderData ? 0.6 : 1 }}
          >
            {data.items.map((e) => (
              <Card withBorder component="li" key={e.id} padding="sm">
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                  <What entry={e} />
                  <Badge variant="light" style={{ flexShrink: 0 }}>
                    {describeTarget(e.targetType, e.targetId)}
                  </Badge>
                </Group>
                <Group gap={6} mt={4} wrap="wrap">
                  <Who entry={e} />
                  <Text size="sm" c="dimmed" component="time" dateTime={e.at}>
                    · {formatTime(e.at)}
                  </Text>
                </Group>
                <Stack mt="xs" gap={0}>
                  <AuditChanges before={e.before} after={e.after} />
                </Stack>
              </Card>
            ))}
          </Stack>

          <Group justify="space-between" gap="sm">
            <ShowingRange page={page} pageSize={AUDIT_PAGE_SIZE} total={data.total} />
            {pages > 1 && (
              <Pagination
                total={pages}
                value={page}
                onChange={setPage}
                size="sm"
                siblings={1}
                getControlProps={(control) => ({ 'aria-label': `${control} page` })}
              />
            )}
          </Group>
        </>
      )}
    </Stack>
  );
}
