import { MSG, siteDayOf, SYMPOSIA, type SymposiumName, type SymposiumStatus } from '@app/shared';
import { Badge, Button, Card, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useReturnFocus } from '../../../lib/last-control';
import { showError, showSuccess } from '../../../lib/notify';
import { useStartSymposium } from '../api/start-symposium';
import { useStopSymposium } from '../api/stop-symposium';
import { useSymposiumStatus } from '../../../api/symposia';

/** Symposium Control (SPEC §2, §4): Start (with a start date) when closed, Stop when open. */
export function SymposiumControlDialog({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  // Loaded on first use, it mounts already open.
  useReturnFocus(opened);
  const status = useSymposiumStatus();

  useEffect(() => {
    if (opened && status.isError) showError(MSG.symposiumFetchFailed);
  }, [opened, status.isError]);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Symposium Control"
      centered
      size="lg"
      returnFocus={false}
    >
      {status.isLoading ? (
        <Group justify="center" py="md">
          <Loader size="sm" />
          <Text size="sm" c="dimmed">
            Loading...
          </Text>
        </Group>
      ) : status.isError ? (
        <Text c="red.8" role="alert">
          {errorMessage(status.error, MSG.statusFetchFailed, MSG.statusFetchError)}
        </Text>
      ) : (
        <Stack gap="md">
          {SYMPOSIA.map((name) => (
            <SymposiumRow
              key={name}
              name={name}
              status={status.data?.find((s) => s.symposiumName === name)}
            />
          ))}
        </Stack>
      )}
    </Modal>
  );
}

function SymposiumRow({ name, status }: { name: SymposiumName; status?: SymposiumStatus }) {
  const start = useStartSymposium();
  const stop = useStopSymposium();
  // Starting opens the symposium now, so the start date is today (India time) or a day already past.
  // Started earlier this year (stopped for a while, started again): its own start date is kept,
  // since certificates take their year from it; otherwise today.
  const today = siteDayOf(new Date().toISOString());
  const stored = status?.startDate;
  const [startDate, setStartDate] = useState(
    stored && stored <= today && stored.slice(0, 4) === today.slice(0, 4) ? stored : today,
  );
  const [dateError, setDateError] = useState<string | null>(null);
  const open = status?.isOpen === 1;

  const onStart = () => {
    if (!startDate) {
      setDateError(MSG.startDateRequired);
      return;
    }
    if (startDate > today) {
      setDateError(MSG.startDateFuture);
      return;
    }
    setDateError(null);
    start.mutate(
      { symposiumName: name, startDate },
      {
        onSuccess: (res) => showSuccess(res.message || MSG.symposiumStarted(name)),
        onError: (err) =>
          showError(
            errorMessage(err, MSG.symposiumStartFailed(name), MSG.symposiumStartError(name)),
          ),
      },
    );
  };

  const onStop = () =>
    stop.mutate(
      { symposiumName: name, startDate: status?.startDate ?? null },
      {
        onSuccess: (res) => showSuccess(res.message || MSG.symposiumStopped(name)),
        onError: (err) =>
          showError(errorMessage(err, MSG.symposiumStopFailed(name), MSG.symposiumStopError(name))),
      },
    );

  return (
    <Card withBorder padding="md" data-testid={`symposium-${name}`}>
      <Group justify="space-between" align="center" mb="xs">
        <Text fw={700} size="lg">
          {name}
        </Text>
        {/* Outline in dark shades: the light variant's 'Open' read at 4.32:1. */}
        <Badge color={open ? 'teal.9' : 'gray.7'} variant="outline" size="lg">
          {open ? 'Open' : 'Closed'}
        </Badge>
      </Group>
      {/* Both rows share one shape: what the row is about on the left, its one button on the right, same width. */}
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        {open ? (
          <Text size="sm" c="dimmed" style={{ flex: '1 1 160px' }} pb={8}>
            {status?.startDate ? `Started on ${status.startDate}` : 'Open'}
          </Text>
        ) : (
          <TextInput
            type="date"
            label="Start date"
            value={startDate}
            max={today}
            onChange={(e) => setStartDate(e.currentTarget.value)}
            error={dateError}
            style={{ flex: '1 1 160px' }}
          />
        )}
        {open ? (
          <Button
            color="red.8"
            w={{ base: '100%', xs: 220 }}
            leftSection={<IconPlayerStop size={16} aria-hidden="true" />}
            onClick={onStop}
            loading={stop.isPending}
          >
            Stop {name}
          </Button>
        ) : (
          <Button
            w={{ base: '100%', xs: 220 }}
            leftSection={<IconPlayerPlay size={16} aria-hidden="true" />}
            onClick={onStart}
            loading={start.isPending}
          >
            Start {name}
          </Button>
        )}
      </Group>
    </Card>
  );
}
