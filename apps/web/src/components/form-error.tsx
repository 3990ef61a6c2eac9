import { Alert } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A form's error about the whole form (not one field), announced to screen readers; without one,
 * nothing. It stands at the top of the form, so it scrolls itself into view when it appears: on a
 * phone, a submit at the bottom of a long form would otherwise seem to do nothing.
 */
export function FormError({ message, title }: { message: ReactNode; title?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.scrollIntoView({ block: 'center' });
  }, [message]);
  if (!message) return null;
  return (
    <Alert ref={ref} color="red" title={title} role="alert">
      {message}
    </Alert>
  );
}
