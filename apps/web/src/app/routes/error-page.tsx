import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { isRouteErrorResponse, useRouteError, type RouteObject } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { reloadPage } from '../../lib/reload-page';

/**
 * A page's code that could not be downloaded: after a new version of the site was deployed (the
 * old version's files are gone), or offline. Chromium, Firefox and Safari each word it their own
 * way. A page that comes with its own stylesheet (the gallery, the placements) fails earlier, on
 * that stylesheet, with Vite's own words, before its code is even asked for.
 */
const PAGE_LOAD_FAILED =
  /dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** When the error screen last reloaded the page by itself (sessionStorage). */
const RELOADED_AT = 'error-page-reloaded-at';
/** The error screen reloads the page by itself at most once in this time, so never in a loop. */
const RELOAD_GUARD_MS = 5 * 60 * 1000;

/** Whether the page may reload by itself: not when it did a moment ago, and the page still fails. */
function mayReloadByItself(): boolean {
  try {
    return Date.now() - Number(sessionStorage.getItem(RELOADED_AT)) > RELOAD_GUARD_MS;
  } catch {
    return false; // Storage blocked: a loop could not be told apart, so no reload by itself.
  }
}

function reloadByItself() {
  if (!mayReloadByItself()) return;
  sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  reloadPage();
}

/** The router's error screen (SPEC §8: 'Unexpected Application Error!'). */
export function ErrorPage() {
  const error = useRouteError();
  if (error instanceof Error && PAGE_LOAD_FAILED.test(error.message)) return <PageNotLoaded />;
  const detail = isRouteErrorResponse(error) ? ` (${error.status} ${error.statusText})` : '';
  return (
    <ErrorScreen title="Unexpected Application Error!">
      {`Something went wrong while showing this page.${detail}`}
    </ErrorScreen>
  );
}

/**
 * A page whose code could not be downloaded. Online, that is almost always a new version of the
 * site: the page reloads once by itself to get it, and says why meanwhile.
 */
function PageNotLoaded() {
  const [online] = useState(() => navigator.onLine);
  const [reloading] = useState(() => online && mayReloadByItself());
  useEffect(() => {
    if (reloading) reloadByItself();
  }, [reloading]);
  if (!online)
    return (
      <ErrorScreen title="Unexpected Application Error!" reload="Try again">
        You are offline, and this page has not been opened on this device before. Connect and try
        again.
      </ErrorScreen>
    );
  return (
    <ErrorScreen title="The site has been updated" reload="Reload">
      {reloading
        ? 'A new version of the site came out after you opened it. Reloading to get it…'
        : 'A new version of the site came out after you opened it. Reload the page to get it. If this page still does not open, check your connection.'}
    </ErrorScreen>
  );
}

function ErrorScreen({
  title,
  reload,
  children,
}: {
  title: string;
  /** The label of a button that reloads the page, if it has one. */
  reload?: string;
  children: string;
}) {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center">
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{children}</Text>
        <Group justify="center">
          {reload && <Button onClick={reloadPage}>{reload}</Button>}
          <Button component="a" href="/" variant={reload ? 'default' : 'filled'}>
            Back to the home page
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

/**
 * Where the first page of a visit will be, while its code loads. As tall as the screen, so the
 * footer waits below it instead of being drawn and then pushed down by the page (a layout shift).
 */
function FirstPageLoader() {
  return (
    <Box mih="100dvh">
      <PageLoader />
    </Box>
  );
}

/**
 * A layout's pages, with the error screen drawn inside the layout: a page that fails (its code not
 * downloaded while offline, say) keeps the header and menu, so the desk is one tap away. Likewise
 * the loader while the first page of a visit loads: the layout shows at once around it.
 */
export function pagesWithin(children: RouteObject[]): RouteObject[] {
  return [{ errorElement: <ErrorPage />, HydrateFallback: FirstPageLoader, children }];
}
