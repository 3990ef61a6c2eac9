import { Table, type TableProps } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

/** One column of a `ColumnTable`: its header, and what each row shows in it. */
export interface TableColumn<T> {
  header: string;
  value: (row: T) => ReactNode;
  /** The style of this column's body cells. */
  style?: CSSProperties;
}

interface ColumnTableProps<T> extends TableProps {
  rows: T[];
  columns: TableColumn<T>[];
  rowKey: (row: T) => string | number;
  /** What a cell shows when its value is null or undefined. */
  blank?: ReactNode;
}

/** A table with a header cell per column and a body row per item of `rows`. */
export function ColumnTable<T>({
  rows,
  columns,
  rowKey,
  blank,
  ...tableProps
}: ColumnTableProps<T>) {
  return (
    <Table {...tableProps}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((c) => (
            <Table.Th key={c.header}>{c.header}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={rowKey(r)}>
            {columns.map((c) => (
              <Table.Td key={c.header} style={c.style}>
                {c.value(r) ?? blank}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
