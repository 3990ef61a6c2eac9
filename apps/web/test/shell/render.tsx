import { MantineProvider } from '@mantine/core';
import { DialogHost } from '../../src/lib/notify';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { theme } from '../../src/app/theme';
import { AuthProvider } from '../../src/lib/auth';
import { createQueryClient } from '../../src/lib/query-client';

/** Renders `ui` inside the app's providers: theme, query cache, session, dialogs. */
export function renderWithProviders(ui: ReactNode) {
  // The app's query settings, without its retries (a test's failure is meant, and answers at once).
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  return render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={client}>
        <AuthProvider>
          {ui}
          <DialogHost />
        </AuthProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** Renders routes inside the app's providers, starting at `path`. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return { ...renderWithProviders(<RouterProvider router={router} />), router };
}

export const page = (text: string): ReactNode => <p>{text}</p>;
