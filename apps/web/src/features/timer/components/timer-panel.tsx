import { countdownParts, formatSiteDateTime, MSG, SITE_TIME_ZONE, toSiteDateTimeInput } from '@app/shared';
import { Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconClockPlay, IconClockStop } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { confirmAction, showError, showSuccess } from '../../../lib/notify';
import { useStartTimer } from '../api/start-timer';
import { useStopTimer } from '../api/stop-timer';
import { useTimer } from '../../../api/timer';
import { useNow } from '../../../lib/use-now';

/**
 * The admin layout's registration timer panel (SPEC §2, §4): start a countdown to an end time
 * (typed in India time) that the landing page banner shows, or stop it.
 */
export function TimerPanel() {
  const timer = useTimer();
  const start = useStartTimer();
  const stop = useStopTimer();
  const endTime = timer.data?.end_time;
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const now = useNow(!!endTime);
  const left = endTime ? countdownParts(endTime, now) : null;

  const onStart = () => {
    if (!value) {
      setError(MSG.timerEndTimeInvalid);
      return;
    }
    setError(null);
    start.mutate(
      { endTime: value },
      {
        onSuccess: () => {
          showSuccess(MSG.timerStarted);
          setValue('');
        },
        onError: (err) => showError(errorMessage(err, MSG.timerStartFailed, MSG.timerStartError)),
      },
    );
  };

  const onStop = () =>
    confirmAction({
      title: 'Stop the timer?',
      message: 'The countdown banner disappears from the landing page.',
      confirm: 'Stop Timer',
      onConfirm: () =>
        stop.mutate(undefined, {
          onSuccess: () => showSuccess(MSG.timerStopped),
          onError: (err) => showError(errorMessage(err, MSG.timerStopFailed, MSG.timerStopError)),
        }),
    });

  return (
    <Card withBorder padding="lg" radius="md" aria-labelledby="timer-panel-title">
      <Stack gap="md">
        <Group justify="space-between" align="center" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id="timer-panel-title">
            Registration timer
          </Title>
          {timer.isLoading ? (
            <Loader size="xs" />
          ) : (
            <Badge color={endTime ? (left?.done ? 'teal' : 'brand') : 'gray'} c={endTime ? (left?.done ? 'teal.9' : 'brand.9') : 'gray.8'} variant="light">
              {endTime ? (left?.done ? 'Registration has begun' : 'Counting down') : 'No timer'}
            </Badge>
          )}
        </Group>

        {endTime && left && (
          <Stack gap="xs">
            <Text size="sm">
              Ends {formatSiteDateTime(endTime)} (India time)
            </Text>
            {!left.done && (
              <SimpleGrid cols={4} spacing="xs" maw={360} aria-live="off">
                {(
                  [
                    ['Days', left.days],
                    ['Hours', left.hours],
                    ['Minutes', left.minutes],
                    ['Seconds', left.seconds],
                  ] as const
                ).map(([label, n]) => (
                  <Card key={label} padding="xs" bg="var(--mantine-color-brand-0)" ta="center">
                    <Text fw={800} size="lg" lh={1.1}>
                      {String(n).padStart(2, '0')}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {label}
                    </Text>
                  </Card>
                ))}
              </SimpleGrid>
            )}
          </Stack>
        )}
        {!endTime && !timer.isLoading && (
          <Text size="sm" c="dimmed">
            No countdown is shown on the landing page. Choose when registration begins to start one.
          </Text>
        )}

        <Group align="flex-end" wrap="wrap" gap="sm">
          <TextInput
            type="datetime-local"
            label="Registration begins at"
            description={`India time (${SITE_TIME_ZONE})`}
            value={value}
            min={toSiteDateTimeInput(new Date().toISOString())}
            onChange={(e) => setValue(e.currentTarget.value)}
            error={error}
            style={{ flex: '1 1 220px' }}
          />
          <Button leftSection={<IconClockPlay size={16} aria-hidden="true" />} onClick={onStart} loading={start.isPending}>
            {endTime ? 'Restart Timer' : 'Start Timer'}
          </Button>
          {endTime && (
            <Button
              variant="outline"
              color="red.8"
              leftSection={<IconClockStop size={16} aria-hidden="true" />}
              onClick={onStop}
              loading={stop.isPending}
            >
              Stop Timer
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
