import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AuthProvider } from '../lib/auth';
import { AuthModalProvider } from '../lib/auth-modal';
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
              {children}
            </ModalsProvider>
          </AuthModalProvider>
        </AuthProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

