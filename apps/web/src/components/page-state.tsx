import { Alert, Center, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

// PageLoader lives in its own file: the router needs it on every page, and importing it from here
// would bring ErrorState's Alert into the landing page's first download.
export { PageLoader } from './page-loader';

/** An error in place of content; `heading` gives a page that shows only this error its h1. */
export function ErrorState({ message, heading }: { message: string; heading?: string }) {
  const alert = (
    <Alert color="red" title="Error" role="alert" my="md">
      {message}
    </Alert>
  );
  if (!heading) return alert;
  return (
    <>
      <Title order={1} size="h2" mt="md">
        {heading}
      </Title>
      {alert}
    </>
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
