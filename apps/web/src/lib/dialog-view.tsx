import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { lastUsedControl } from './last-control';

export interface DialogSpec {
  id: number;
  title: string;
  message: string;
  tone: 'success' | 'error' | 'info';
  confirm?: { label: string; danger?: boolean; onConfirm: () => void };
}

function returnFocus(el: HTMLElement | null) {
  // After the modal's own clean-up, and only to a control still on the page and usable.
  setTimeout(() => {
    if (!el?.isConnected || (el as HTMLButtonElement).disabled) return;
    const active = document.activeElement;
    // The closing dialog may still hold focus during its exit transition.
    if (!active || active === document.body || !active.isConnected || active.closest('[role="dialog"]')) el.focus();
  }, 0);
}

/** Renders the newest open dialog; closing it reveals the one beneath, if any. */
export default function DialogView({
  dialogs,
  onClose,
}: {
  dialogs: DialogSpec[];
  onClose: (id: number) => void;
}) {
  const top = dialogs[dialogs.length - 1];
  const opener = useRef<HTMLElement | null>(null);
  const open = !!top;
  useEffect(() => {
    if (open) opener.current = lastUsedControl();
    else returnFocus(opener.current);
  }, [open]);
  return (
    <Modal
      opened={!!top}
      returnFocus={false}
      onClose={() => top && onClose(top.id)}
      title={top?.title}
      centered
      zIndex={400}
    >
      {top && (
        <>
          <Text
            c={top.tone === 'error' ? 'red.8' : undefined}
            role={top.tone === 'error' ? 'alert' : 'status'}
          >
            {top.message}
          </Text>
          <Group justify="flex-end" mt="md">
            {top.confirm ? (
              <>
                <Button variant="default" onClick={() => onClose(top.id)}>
                  Cancel
                </Button>
                <Button
                  color={top.confirm.danger ? 'red.8' : undefined}
                  onClick={() => {
                    onClose(top.id);
                    top.confirm!.onConfirm();
                  }}
                >
                  {top.confirm.label}
                </Button>
              </>
            ) : (
              <Button onClick={() => onClose(top.id)}>OK</Button>
            )}
          </Group>
        </>
      )}
    </Modal>
  );
}
