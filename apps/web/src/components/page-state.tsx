import { Alert, Center, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

// PageLoader lives in its own file: the router needs it on every page, and importing it from here
// would bring ErrorState's Alert into the landing page's first download.
export { PageLoader } from './page-loader';

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
