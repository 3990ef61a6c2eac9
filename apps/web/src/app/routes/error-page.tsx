import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError, type RouteObject } from 'react-router';

/**
 * A page's code that could not be downloaded (offline, or a new version deployed meanwhile):
 * Chromium, Firefox and Safari each word it their own way. A page that comes with its own
 * stylesheet (the gallery, the placements) fails earlier, on that stylesheet, with Vite's own
 * words, before its code is even asked for.
 */
const PAGE_LOAD_FAILED =
  /dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** The router's error screen (SPEC §8: 'Unexpected Application Error!'). */
export function ErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  const notLoaded = error instanceof Error && PAGE_LOAD_FAILED.test(error.message);
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center">
        <Title order={1}>Unexpected Application Error!</Title>
        <Text c="dimmed">
          {notLoaded
            ? navigator.onLine
              ? 'This page could not be loaded. Check your connection and try again.'
              : 'You are offline, and this page has not been opened on this device before. Connect and try again.'
            : `Something went wrong while showing this page.${detail ? ` (${detail})` : ''}`}
        </Text>
        <Group justify="center">
          {notLoaded && <Button onClick={() => window.location.reload()}>Try again</Button>}
          <Button component="a" href="/" variant={notLoaded ? 'default' : 'filled'}>
            Back to the home page
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

/**
 * A layout's pages, with the error screen drawn inside the layout: a page that fails (its code not
 * downloaded while offline, say) keeps the header and menu, so the desk is one tap away.
 */
export function pagesWithin(children: RouteObject[]): RouteObject[] {
  return [{ errorElement: <ErrorPage />, children }];
}
