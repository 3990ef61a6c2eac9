import { MantineProvider } from '@mantine/core';
import { DialogHost } from '../../src/lib/notify';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { theme } from '../../src/app/theme';
import { AuthProvider } from '../../src/lib/auth';
import { AuthModalProvider } from '../../src/lib/auth-modal';

/** Renders routes inside the app's providers, starting at `path`. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const utils = render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={client}>
        <AuthProvider>
          <AuthModalProvider>
            <>
              <RouterProvider router={router} />
              <DialogHost />
            </>
          </AuthModalProvider>
        </AuthProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...utils, router };
}

export const page = (text: string): ReactNode => <p>{text}</p>;
