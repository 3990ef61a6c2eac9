import { Badge } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { WRAPPING_BADGE } from '../../../components/wrapping-badge';
import { alreadyCheckedIn } from '../lib/use-desk';

/**
 * Shown where the desk lists a registration already checked in, in place of 'Check in' (pressing
 * it would only be answered 'Already checked in'). Its words wrap on a phone rather than cut off.
 */
export function CheckedInBadge({ at, by }: { at: string; by: string | null }) {
  return (
    <Badge
      color="green"
      variant="light"
      size="md"
      tt="none"
      leftSection={<IconCircleCheck size={14} aria-hidden="true" />}
      styles={WRAPPING_BADGE}
      data-testid="checked-in-badge"
    >
      {alreadyCheckedIn(at, by)}
    </Badge>
  );
}
