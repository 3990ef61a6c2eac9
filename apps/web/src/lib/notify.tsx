import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';

// The spec's Success and Error dialogs (SPEC §8), and the confirmation asked before deletions.

function open(title: 'Success' | 'Error', message: string, autoCloseMs?: number) {
  const id = modals.open({
    title,
    centered: true,
    children: (
      <>
        <Text c={title === 'Error' ? 'red.8' : undefined} role={title === 'Error' ? 'alert' : 'status'}>
          {message}
        </Text>
        <Group justify="flex-end" mt="md">
          <Button onClick={() => modals.close(id)}>OK</Button>
        </Group>
      </>
    ),
  });
  if (autoCloseMs) setTimeout(() => modals.close(id), autoCloseMs);
  return id;
}

export const showSuccess = (message: string, autoCloseMs?: number) => open('Success', message, autoCloseMs);
export const showError = (message: string) => open('Error', message);

/** Asks 'Are you sure you want to delete this {what}?' and runs onConfirm when confirmed. */
export function confirmDelete(what: string, onConfirm: () => void) {
  modals.openConfirmModal({
    title: 'Please confirm',
    centered: true,
    children: <Text>{`Are you sure you want to delete this ${what}?`}</Text>,
    labels: { confirm: 'Delete', cancel: 'Cancel' },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}

/** A general confirmation (e.g. sending notifications twice). */
export function confirmAction(opts: { title: string; message: string; confirm: string; onConfirm: () => void }) {
  modals.openConfirmModal({
    title: opts.title,
    centered: true,
    children: <Text>{opts.message}</Text>,
    labels: { confirm: opts.confirm, cancel: 'Cancel' },
    onConfirm: opts.onConfirm,
  });
}
