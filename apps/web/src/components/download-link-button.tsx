import { Button } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * A light button that downloads the file at `href`, with `icon` before its text; without an
 * `href` (nothing to download yet) it shows disabled.
 */
export function DownloadLinkButton({
  href,
  icon: IconComponent,
  children,
}: {
  href?: string;
  icon: Icon;
  children: ReactNode;
}) {
  const icon = <IconComponent size={18} aria-hidden="true" />;
  if (href === undefined) {
    return (
      <Button variant="light" leftSection={icon} disabled>
        {children}
      </Button>
    );
  }
  return (
    <Button component="a" href={href} download variant="light" leftSection={icon}>
      {children}
    </Button>
  );
}
