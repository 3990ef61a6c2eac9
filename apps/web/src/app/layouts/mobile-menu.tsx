import { Drawer, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useReturnFocus } from '../../lib/last-control';

/** The phone menu: loaded on the first tap of the burger, so the landing page ships without it. */
export default function MobileMenu({
  opened,
  onClose,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  // Mounted already open on the first tap: Mantine's own focus return would miss that opening.
  useReturnFocus(opened);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title="Menu"
      size="xs"
      position="right"
      returnFocus={false}
    >
      <Stack gap="sm" component="nav" aria-label="Main">
        {children}
      </Stack>
    </Drawer>
  );
}
