import { Badge, type BadgeProps } from '@mantine/core';
import { feeLabel } from '../lib/event-display';

/** 'Free' in green or the fee in rupees in orange, dark text on a light tint for contrast. */
export function FeeBadge({ fees, size }: { fees: number; size?: BadgeProps['size'] }) {
  const color = fees === 0 ? 'teal' : 'orange';
  // Mantine's darkest teal and orange still miss 4.5:1 on their own light tint at badge size.
  const text = fees === 0 ? '#05543b' : '#7c2d0a';
  return (
    <Badge variant="light" size={size} color={color} c={text} style={{ flexShrink: 0 }}>
      {feeLabel(fees)}
    </Badge>
  );
}
