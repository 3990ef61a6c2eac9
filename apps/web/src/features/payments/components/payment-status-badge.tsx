import { Badge } from '@mantine/core';
import { PAYMENT_STATE_COLOR, PAYMENT_STATE_LABEL, type PaymentState } from '../lib/payment-status';

export function PaymentStatusBadge({ state }: { state: PaymentState }) {
  return (
    <Badge color={PAYMENT_STATE_COLOR[state]} variant="dot" size="md" style={{ flexShrink: 0 }}>
      {PAYMENT_STATE_LABEL[state]}
    </Badge>
  );
}
