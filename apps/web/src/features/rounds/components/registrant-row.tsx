import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import type { RoundRegistrant } from '@app/shared';
import type { ReactNode } from 'react';
import { rowState } from '../lib/round-state';

interface RegistrantRowProps {
  registrant: RoundRegistrant;
  roundNumber: number;
  rounds: number;
  /** The status being saved for this row, if any. */
  saving: 0 | 1 | null;
  onMark: (status: 0 | 1) => void;
}

const STATE = {
  1: { label: 'Eligible', color: 'green' },
  0: { label: 'Not eligible', color: 'red' },
  [-1]: { label: 'Undecided', color: 'gray' },
} as const;

/** The two result buttons, in this order (a team's header says "Team …"). */
export const MARKS = [
  { status: 1, label: 'Eligible', teamLabel: 'Team eligible', color: 'green.8', Icon: IconCheck },
  { status: 0, label: 'Not Eligible', teamLabel: 'Team not eligible', color: 'red.8', Icon: IconX },
] as const;

/** One participant in a round: current state, Eligible / Not Eligible, and why they may be disabled. */
export function RegistrantRow({ registrant: r, roundNumber, rounds, saving, onMark }: RegistrantRowProps) {
  const state = rowState(r, roundNumber, rounds);
  const shown = STATE[state.value as 1 | 0 | -1] ?? STATE[-1];
  const disabled = state.gated || state.locked || saving !== null;

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="li"
      aria-label={`${r.name}, ${shown.label}`}
      style={{ listStyle: 'none', borderLeft: `4px solid var(--mantine-color-${shown.color}-${state.value === -1 ? 4 : 7})` }}
    >
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Stack gap={2} style={{ flex: '1 1 220px', minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {r.name}
            </Text>
            <Badge color={shown.color} variant={state.value === -1 ? 'outline' : 'light'} size="sm" style={{ flexShrink: 0 }}>
              {shown.label}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {r.email}
          </Text>
        </Stack>
        <Group gap="xs" wrap="nowrap" style={{ flex: '0 1 auto' }} role="group" aria-label={`Round ${roundNumber} result for ${r.name}`}>
          {MARKS.map((mark) => (
            <Button
              key={mark.status}
              size="sm"
              color={mark.color}
              variant={state.value === mark.status ? 'filled' : 'default'}
              leftSection={<mark.Icon size={16} aria-hidden="true" />}
              aria-pressed={state.value === mark.status}
              disabled={disabled && saving !== mark.status}
              loading={saving === mark.status}
              onClick={() => state.value !== mark.status && onMark(mark.status)}
            >
              {mark.label}
            </Button>
          ))}
        </Group>
      </Group>
      {state.reason && <Reason mt={6}>{state.reason}</Reason>}
    </Paper>
  );
}

/** Why the buttons beside it are disabled. */
export function Reason({ children, mt }: { children: ReactNode; mt?: number }) {
  return (
    <Group gap={6} mt={mt} wrap="nowrap" align="flex-start">
      <IconInfoCircle size={16} color="var(--mantine-color-orange-8)" style={{ flexShrink: 0, marginTop: 2 }} aria-hidden="true" />
      <Text size="sm" c="orange.9">
        {children}
      </Text>
    </Group>
  );
}
