import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { AuthProvider } from '../lib/auth';
import { AuthModalProvider, useAuthModal } from '../lib/auth-modal';
import { createQueryClient } from '../lib/query-client';
import { theme } from './theme';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <AuthModalProvider>
            <ModalsProvider>
              <Notifications position="top-right" />
              {children}
              <LazyAuthModals />
            </ModalsProvider>
          </AuthModalProvider>
        </AuthProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

// The auth forms (and zod with them) load only when a modal is first opened.
const AuthModals = lazy(() => import('../features/auth/components/auth-modals').then((m) => ({ default: m.AuthModals })));

function LazyAuthModals() {
  const { view } = useAuthModal();
  const [wanted, setWanted] = useState(false);
  if (view && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <AuthModals />
    </Suspense>
  ) : null;
}
