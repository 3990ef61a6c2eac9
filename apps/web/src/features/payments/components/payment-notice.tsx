import { MSG } from '@app/shared';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';

/** A submission the server may hold ('unsure') or holds already ('awaiting'). */
export type PaymentNoticeKind = 'unsure' | 'awaiting';

/**
 * Above a payment form, after a submission whose payment may be, or is, with the server already
 * (use-failed-payment.ts): not an error, so not red, and it points to My Events, where it shows.
 */
export function PaymentNotice({
  kind,
  enrolledPath,
}: {
  kind: PaymentNoticeKind | null;
  enrolledPath?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // Like a form error, it stands at the top of a long form: a phone scrolls to it.
  useEffect(() => {
    if (kind) ref.current?.scrollIntoView({ block: 'center' });
  }, [kind]);
  if (!kind) return null;
  return (
    <Alert
      ref={ref}
      color={kind === 'unsure' ? 'yellow' : 'teal'}
      role="status"
      title={kind === 'awaiting' ? MSG.paymentAwaitingVerification : undefined}
    >
      <Stack gap={6}>
        <Text size="sm">
          {kind === 'unsure' ? MSG.paymentMaybeReceived : MSG.paymentAlreadyReceived}
        </Text>
        {enrolledPath && (
          <Anchor component={Link} to={enrolledPath} size="sm" fw={600}>
            Go to My Events
          </Anchor>
        )}
      </Stack>
    </Alert>
  );
}
