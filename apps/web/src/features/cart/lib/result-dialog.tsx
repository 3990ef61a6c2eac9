import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';

/** A dialog with a title of its own, e.g. SPEC §8's 'Registration Successful' / 'Registration Failed'. */
export function showResultDialog(title: string, message: string, kind: 'success' | 'error') {
  const id = modals.open({
    title,
    centered: true,
    children: (
      <>
        <Text c={kind === 'error' ? 'red.8' : undefined} role={kind === 'error' ? 'alert' : 'status'}>
          {message}
        </Text>
        <Group justify="flex-end" mt="md">
          <Button onClick={() => modals.close(id)}>OK</Button>
        </Group>
      </>
    ),
  });
  return id;
}
