import { Button, Paper, Stack, type MantineSpacing } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useAuthModal } from '../lib/auth-modal';

/** A page's stand-in for a signed-out visitor: `heading`, why to sign in, and Login (the sign-in dialog). */
export function LoginPromptPanel({
  heading,
  gap,
  children,
}: {
  heading: ReactNode;
  gap: MantineSpacing;
  children: ReactNode;
}) {
  const authModal = useAuthModal();
  return (
    <Paper withBorder radius="md" p="xl" maw={520} mx="auto">
      <Stack align="center" ta="center" gap={gap}>
        {heading}
        {children}
        <Button
          leftSection={<IconLogin size={18} aria-hidden="true" />}
          onClick={() => authModal.open('login')}
        >
          Login
        </Button>
      </Stack>
    </Paper>
  );
}
