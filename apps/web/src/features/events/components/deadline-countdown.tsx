import { countdownParts, MSG } from '@app/shared';
import { Group, Text } from '@mantine/core';
import { IconClock, IconLock } from '@tabler/icons-react';
import { useNow } from '../../../lib/use-now';
import classes from './events.module.css';

const pad = (n: number) => String(n).padStart(2, '0');

/** Days, hours, minutes and seconds to the registration deadline, every second; then 'Registration Closed'. */
export function DeadlineCountdown({ deadline, size = 'sm' }: { deadline: string; size?: 'xs' | 'sm' | 'md' }) {
  const initial = countdownParts(deadline);
  const now = useNow(!initial.done);
  const left = countdownParts(deadline, now);
  if (left.done) {
    return (
      <Group gap={6} wrap="nowrap">
        <IconLock size={16} aria-hidden="true" color="var(--mantine-color-red-8)" />
        <Text size={size} fw={600} c="red.8">
          {MSG.registrationClosed}
        </Text>
      </Group>
    );
  }
  return (
    <Group gap={6} wrap="nowrap">
      <IconClock size={16} aria-hidden="true" color="var(--mantine-color-brand-8)" />
      <Text size={size} className={classes.countdown} role="timer" aria-live="off">
        <Text span c="dimmed" inherit>
          Closes in{' '}
        </Text>
        <Text span fw={700} inherit data-testid="deadline-countdown">
          {left.days}d {pad(left.hours)}h {pad(left.minutes)}m {pad(left.seconds)}s
        </Text>
      </Text>
    </Group>
  );
}
