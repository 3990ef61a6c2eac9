import { Button, type ButtonProps } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface LinkButtonProps extends ButtonProps {
  href: string;
  children: ReactNode;
  /** Shown before the text, hidden from screen readers. */
  icon?: TablerIcon;
  /** The icon's size in pixels: 18 unless the button is a small one. */
  iconSize?: number;
  'aria-label'?: string;
}

const leftIcon = (Icon: TablerIcon | undefined, size: number) =>
  Icon && <Icon size={size} aria-hidden="true" />;

/** A link styled as a button that opens its address (a PDF, mostly) in a new tab. */
export function NewTabButton({
  icon,
  iconSize = 18,
  rel = 'noopener',
  ...props
}: LinkButtonProps & { rel?: string }) {
  return (
    <Button
      component="a"
      target="_blank"
      rel={rel}
      leftSection={leftIcon(icon, iconSize)}
      {...props}
    />
  );
}

/**
 * A link styled as a button that downloads its address, as the file `fileName` when given (else
 * under the name the server sends).
 */
export function DownloadButton({
  icon,
  iconSize = 18,
  fileName,
  ...props
}: LinkButtonProps & { fileName?: string }) {
  return (
    <Button
      component="a"
      download={fileName ?? true}
      leftSection={leftIcon(icon, iconSize)}
      {...props}
    />
  );
}

/**
 * A light export button that downloads the file at `href`; without an `href` (nothing to download
 * yet) it shows disabled.
 */
export function DownloadLinkButton({
  href,
  icon,
  children,
}: {
  href?: string;
  icon: TablerIcon;
  children: ReactNode;
}) {
  if (href === undefined) {
    return (
      <Button variant="light" leftSection={leftIcon(icon, 18)} disabled>
        {children}
      </Button>
    );
  }
  return (
    <DownloadButton href={href} variant="light" icon={icon}>
      {children}
    </DownloadButton>
  );
}
