import { Badge, type BadgeProps } from '@mantine/core';
import { feeLabel } from '../lib/event-display';

/** 'Free' in green or the fee in rupees in orange, dark text on a light tint for contrast. */
export function FeeBadge({ fees, size }: { fees: number; size?: BadgeProps['size'] }) {
  const color = fees === 0 ? 'teal' : 'orange';
  return (
    <Badge variant="light" size={size} color={color} c={`${color}.9`} style={{ flexShrink: 0 }}>
      {feeLabel(fees)}
    </Badge>
  );
}
