import { Table, Text, type TableProps } from '@mantine/core';
import { Fragment, type ReactElement, type ReactNode } from 'react';

interface DataTableProps extends TableProps {
  /** Narrower than this, the table scrolls sideways. */
  minWidth: number;
  /** Names the scrolling box, which keyboard users can focus to scroll it ('Payments'). */
  label: string;
  /** A header cell each: its text, a whole `Table.Th` where it needs more, or false to leave it out. */
  columns: (string | ReactElement | false)[];
  /** The body's rows. */
  children: ReactNode;
}

/**
 * A table that scrolls sideways on narrow screens, with one header row and then its rows. Its
 * scrolling box is focusable and named, so the columns off screen can be reached by keyboard, and
 * its scrollbar always shows when there are more columns than fit.
 */
export function DataTable({ minWidth, label, columns, children, ...tableProps }: DataTableProps) {
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      // The scrollbar stays in sight where the table is wider than the screen: it is the only sign,
      // on a phone, that more columns (often the actions) are to the right.
      scrollAreaProps={{ type: 'always', viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } }}
    >
      <Table {...tableProps}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c, i) =>
              typeof c === 'string' ? (
                <Table.Th key={c}>{c}</Table.Th>
              ) : (
                c && <Fragment key={i}>{c}</Fragment>
              ),
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A table cell naming a person: the name, with the e-mail address under it in smaller grey text. */
export function PersonCell({ name, email }: { name: string; email: string | null }) {
  return (
    <Table.Td>
      <Text size="sm" fw={600}>
        {name}
      </Text>
      <Text size="xs" c="gray.7">
        {email}
      </Text>
    </Table.Td>
  );
}
