import { Button, Card, Group, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ColumnTable } from '../../../components/column-table';
import { downloadCsv, toCsv, type CsvColumn } from '../lib/csv';

/** One dashboard chart with its figures as a table beside it and a CSV download of that table. */
export function ChartSection<T>({
  title,
  fileName,
  rows,
  columns,
  rowKey,
  chart,
  empty = 'Nothing to show yet.',
}: {
  title: string;
  fileName: string;
  rows: T[];
  columns: CsvColumn<T>[];
  rowKey: (row: T) => string | number;
  chart: ReactNode;
  empty?: string;
}) {
  return (
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconDownload size={14} aria-hidden="true" />}
          disabled={!rows.length}
          onClick={() => downloadCsv(fileName, toCsv(rows, columns))}
          aria-label={`Download CSV: ${title}`}
        >
          CSV
        </Button>
      </Group>
      {rows.length ? (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          <div>{chart}</div>
          {/* The table scrolls on its own: focusable, so keyboard users can scroll it too. */}
          <Table.ScrollContainer
            minWidth={320}
            maxHeight={320}
            scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': `${title}: figures` } }}
          >
            <ColumnTable
              striped
              withTableBorder
              stickyHeader
              fz="sm"
              rows={rows}
              columns={columns}
              rowKey={rowKey}
              blank="—"
            />
          </Table.ScrollContainer>
        </SimpleGrid>
      ) : (
        <Text c="dimmed" size="sm">
          {empty}
        </Text>
      )}
    </Card>
  );
}
