import { Button, Card, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useState, type ChangeEvent } from 'react';
import { describeAction, describeTarget } from '../lib/describe';
import { EMPTY_FILTERS, hasFilters, type AuditFilterValues } from '../lib/filters';

interface Props {
  value: AuditFilterValues;
  onChange: (next: AuditFilterValues) => void;
  actions: string[];
  targetTypes: string[];
}

export function AuditFilters({ value, onChange, actions, targetTypes }: Props) {
  const set = (key: keyof AuditFilterValues) => (v: string | null) =>
    onChange({ ...value, [key]: v ?? '' });
  /** The value and change handler of the select for `key` (an empty filter shows as none picked). */
  const picked = (key: keyof AuditFilterValues) => ({
    value: value[key] || null,
    onChange: set(key),
  });
  /** The value and change handler of the text or date box for `key`. */
  const typed = (key: keyof AuditFilterValues) => ({
    value: value[key],
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(key)(e.currentTarget.value),
  });
  const toBeforeFrom = value.from && value.to && value.to < value.from;
  // On phones the filters fold away behind a button; wider screens always show them.
  const [shown, setShown] = useState(false);
  const active = Object.values(value).filter((v) => v.trim() !== '').length;
  return (
    <>
      <Button
        hiddenFrom="sm"
        variant="default"
        onClick={() => setShown((s) => !s)}
        aria-expanded={shown}
        aria-controls="audit-filters"
      >
        {shown ? 'Hide filters' : active ? `Filters (${active} active)` : 'Filters'}
      </Button>
      <Card
        id="audit-filters"
        withBorder
        component="form"
        role="search"
        aria-label="Filter the audit log"
        onSubmit={(e) => e.preventDefault()}
        display={{ base: shown ? 'block' : 'none', sm: 'block' }}
      >
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          <Select
            label="Action"
            placeholder="Any action"
            data={actions.map((a) => ({ value: a, label: `${describeAction(a)} (${a})` }))}
            {...picked('action')}
            searchable
            clearable
            nothingFoundMessage="No such action recorded"
          />
          <TextInput
            label="Who"
            placeholder="Part of an email"
            {...typed('actor')}
            maxLength={254}
          />
          <Select
            label="Target"
            placeholder="Anything"
            data={targetTypes.map((t) => ({ value: t, label: describeTarget(t, null) }))}
            {...picked('targetType')}
            clearable
          />
          <TextInput
            label="Target id"
            placeholder="e.g. 42"
            {...typed('targetId')}
            maxLength={50}
          />
          <TextInput type="date" label="From" {...typed('from')} max={value.to || undefined} />
          <TextInput
            type="date"
            label="To"
            {...typed('to')}
            min={value.from || undefined}
            error={toBeforeFrom ? 'The end date is before the start date.' : undefined}
          />
        </SimpleGrid>
        {hasFilters(value) && (
          <Button
            variant="subtle"
            size="compact-sm"
            mt="sm"
            onClick={() => onChange(EMPTY_FILTERS)}
          >
            Clear filters
          </Button>
        )}
      </Card>
    </>
  );
}
