import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** The router's error screen (SPEC §8: 'Unexpected Application Error!'). */
export function ErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center">
        <Title order={1}>Unexpected Application Error!</Title>
        <Text c="dimmed">Something went wrong while showing this page.{detail ? ` (${detail})` : ''}</Text>
        <Button component="a" href="/">
          Back to the home page
        </Button>
      </Stack>
    </Container>
  );
}
