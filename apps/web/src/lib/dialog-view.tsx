import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { noticeOpeners, returnFocus } from './last-control';

export interface DialogSpec {
  id: number;
  title: string;
  message: string;
  tone: 'success' | 'error' | 'info';
  /** `dismiss` labels the button that backs out ('Cancel' when not given). */
  confirm?: { label: string; dismiss?: string; danger?: boolean; onConfirm: () => void };
  /** Closes by itself: shown without taking focus from the page. */
  autoClose?: boolean;
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
  const opener = useRef<HTMLElement[]>([]);
  const open = !!top;
  const autoClose = !!top?.autoClose;
  useEffect(() => {
    if (open) opener.current = noticeOpeners();
    // A dialog that closes by itself takes no focus: if its busy button dropped focus, it goes back there.
    if (!open || autoClose) returnFocus(opener.current);
  }, [open, autoClose]);
  return (
    <Modal
      opened={!!top}
      data-notice
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
                  {top.confirm.dismiss ?? 'Cancel'}
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
