import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ViewHeading } from './view-heading';
import grid from './grid-overlay.module.css';
import classes from './page-header.module.css';

/**
 * A page's branded header: the landing page's band behind the page's one h1, an optional line
 * above (eyebrow) and below, and room for actions or tabs.
 */
export function PageHeader({
  title,
  eyebrow,
  subtitle,
  children,
  focusOnMount = false,
}: {
  title: ReactNode;
  eyebrow?: ReactNode;
  subtitle?: ReactNode;
  /** Actions or tabs shown on the band. */
  children?: ReactNode;
  /** For a view that replaced another in place: focus moves to its heading. */
  focusOnMount?: boolean;
}) {
  const Heading = focusOnMount ? ViewHeading : Title;
  return (
    <header className={classes.header}>
      <div className={grid.gridOverlay} aria-hidden="true" />
      <Stack gap={8} className={classes.inner}>
        {eyebrow && <Text className={classes.eyebrow}>{eyebrow}</Text>}
        <Heading order={1} className={classes.title}>
          {title}
        </Heading>
        {subtitle && <Text className={classes.subtitle}>{subtitle}</Text>}
        {children && (
          <Group gap="sm" mt={4}>
            {children}
          </Group>
        )}
      </Stack>
    </header>
  );
}
