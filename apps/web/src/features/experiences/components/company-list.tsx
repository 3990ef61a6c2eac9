import { Badge, NavLink, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { Company } from '@app/shared';
import { useState } from 'react';
import { filterCompanies } from '../lib/companies';
import classes from './company-list.module.css';

/** The company column: 'Search companies...' over an alphabetical list. */
export function CompanyList({
  companies,
  selected,
  onSelect,
  maxHeight,
}: {
  companies: Company[];
  selected: string;
  onSelect: (key: string) => void;
  maxHeight?: number | string;
}) {
  const [search, setSearch] = useState('');
  const shown = filterCompanies(companies, search);
  return (
    <Stack gap="xs">
      <TextInput
        placeholder="Search companies..."
        aria-label="Search companies"
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        type="search"
      />
      <ScrollArea.Autosize mah={maxHeight} type="auto" offsetScrollbars>
        <nav aria-label="Companies">
          {shown.map((c) => (
            <NavLink
              key={c.key}
              component="button"
              type="button"
              className={classes.item}
              label={c.name}
              active={c.key === selected}
              aria-current={c.key === selected ? 'true' : undefined}
              onClick={() => onSelect(c.key)}
              rightSection={
                <Badge
                  size="sm"
                  variant={c.key === selected ? 'filled' : 'light'}
                  circle={c.count < 10}
                  aria-label={`${c.count} experiences`}
                >
                  {c.count}
                </Badge>
              }
              styles={{
                root: { borderRadius: 'var(--mantine-radius-md)' },
                label: { fontWeight: 500 },
              }}
            />
          ))}
        </nav>
        {shown.length === 0 && (
          <Text size="sm" c="dimmed" py="sm" px="xs">
            {companies.length === 0
              ? 'No companies yet.'
              : `No companies match "${search.trim()}".`}
          </Text>
        )}
      </ScrollArea.Autosize>
    </Stack>
  );
}
