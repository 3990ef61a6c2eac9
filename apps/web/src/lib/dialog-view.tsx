import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { lastUsedControl } from './last-control';

export interface DialogSpec {
  id: number;
  title: string;
  message: string;
  tone: 'success' | 'error' | 'info';
  confirm?: { label: string; danger?: boolean; onConfirm: () => void };
  /** Closes by itself: shown without taking focus from the page. */
  autoClose?: boolean;
}

/** The page's heading (or its main region): where focus goes when the control that opened a dialog is gone. */
function pageStart(): HTMLElement | null {
  const target = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main');
  if (target && target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.tabIndex = -1;
  return target;
}

function focusLost(): boolean {
  const active = document.activeElement;
  // The closing dialog may still hold focus during its exit transition.
  return !active || active === document.body || !active.isConnected || !!active.closest('[role="dialog"]');
}

/**
 * Puts focus back on the control that opened a dialog when focus was lost (to <body> or the
 * closing dialog): that control if it is still on the page, once it is usable again (a busy
 * button is disabled for a moment), else the page's heading (a removed cart item's button is gone).
 */
function returnFocus(el: HTMLElement | null, retries = 10, delayMs = 0) {
  setTimeout(() => {
    if (!focusLost()) return;
    const busy = el?.isConnected && (el as HTMLButtonElement).disabled;
    if (busy && retries > 0) return returnFocus(el, retries - 1, 50);
    (el?.isConnected && !busy ? el : pageStart())?.focus();
  }, delayMs);
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
  const autoClose = !!top?.autoClose;
  useEffect(() => {
    if (open) opener.current = lastUsedControl();
    // A dialog that closes by itself takes no focus: if its busy button dropped focus, it goes back there.
    if (!open || autoClose) returnFocus(opener.current);
  }, [open, autoClose]);
  return (
    <Modal
      opened={!!top}
      returnFocus={false}
      // A dialog that closes by itself leaves focus where the person is working.
      trapFocus={!top?.autoClose}
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
