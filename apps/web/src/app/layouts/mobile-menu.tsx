import { Drawer, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

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
  return (
    <Drawer opened={opened} onClose={onClose} title="Menu" size="xs" position="right">
      <Stack gap="sm" component="nav" aria-label="Main">
        {children}
      </Stack>
    </Drawer>
  );
}
