import { Alert, Button, Center, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { mayPassOnRetry } from '../lib/api-client';

// PageLoader lives in its own file: the router needs it on every page, and importing it from here
// would bring ErrorState's Alert into the landing page's first download.
export { PageLoader } from './page-loader';

/** The parts of a failed read that ErrorState needs to offer 'Try again'. */
export interface RetryableRead {
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * An error in place of content; `heading` gives a page that shows only this error its h1. Given the
 * failed `read`, it offers 'Try again' when asking again may help (the server broke or could not
 * be reached; a 4xx would only be repeated).
 */
export function ErrorState({
  message,
  heading,
  read,
}: {
  message: string;
  heading?: string;
  read?: RetryableRead;
}) {
  const retry = read && mayPassOnRetry(read.error);
  const alert = (
    <Alert color="red" title="Error" role="alert" my="md">
      {retry ? (
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{message}</Text>
          <Button size="xs" variant="default" loading={read.isFetching} onClick={() => void read.refetch()}>
            Try again
          </Button>
        </Stack>
      ) : (
        message
      )}
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
