import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

/** A form's error about the whole form (not one field), announced to screen readers; without one, nothing. */
export function FormError({ message, title }: { message: ReactNode; title?: string }) {
  if (!message) return null;
  return (
    <Alert color="red" title={title} role="alert">
      {message}
    </Alert>
  );
}
