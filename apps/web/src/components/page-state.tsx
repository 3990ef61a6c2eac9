import { Alert, Center, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function PageLoader({ label = 'Loading...' }: { label?: string }) {
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader />
        <Text size="sm" c="dimmed">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}

export function ErrorState({ message }: { message: string }) {
  return (
    <Alert color="red" title="Error" role="alert" my="md">
      {message}
    </Alert>
  );
}

export function EmptyState({ title, children }: { title?: string; children?: ReactNode }) {
  return (
    <Center py="xl">
      <Stack align="center" gap={4} maw={480} ta="center">
        {title && <Title order={3}>{title}</Title>}
        <Text c="dimmed">{children}</Text>
      </Stack>
    </Center>
  );
}
