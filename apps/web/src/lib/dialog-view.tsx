import { Button, Group, Modal, Text } from '@mantine/core';
import type { DialogSpec } from './notify';

/** Renders the newest open dialog; closing it reveals the one beneath, if any. */
export default function DialogView({
  dialogs,
  onClose,
}: {
  dialogs: DialogSpec[];
  onClose: (id: number) => void;
}) {
  const top = dialogs[dialogs.length - 1];
  return (
    <Modal
      opened={!!top}
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
