import { Button, Card, Group, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ColumnTable } from '../../../components/column-table';
import { downloadCsv, toCsv, type CsvColumn } from '../lib/csv';

/**
 * A table of up to this many columns fits beside its chart on a wide screen; a wider one (the
 * per-event figures) goes under the chart, across the card, where every column can be read.
 */
const BESIDE_MAX_COLUMNS = 3;
/** Narrower than this, a wide table scrolls sideways rather than squeezing its headers into towers. */
const WIDE_TABLE_MIN = 900;

/**
 * One dashboard chart with its figures as a table beside it (under it, when the table is wide)
 * and a CSV download of that table.
 */
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
  const wide = columns.length > BESIDE_MAX_COLUMNS;
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
        <SimpleGrid cols={{ base: 1, lg: wide ? 1 : 2 }} spacing="md">
          <div>{chart}</div>
          {/* The whole table shows, every row (the page scrolls, not a box cut to the chart's
              height); only where its columns do not fit does it scroll sideways, with the
              scrollbar in sight and the box focusable, so keyboard users can scroll it too. */}
          <Table.ScrollContainer
            minWidth={wide ? WIDE_TABLE_MIN : 320}
            scrollAreaProps={{
              type: 'always',
              viewportProps: { tabIndex: 0, role: 'region', 'aria-label': `${title}: figures` },
            }}
          >
            <ColumnTable
              striped
              withTableBorder
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
