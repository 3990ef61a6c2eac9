import { Card, type CardProps } from '@mantine/core';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { EmptyState } from './page-state';

type BorderedCardProps = CardProps &
  Pick<ComponentPropsWithoutRef<'article'>, 'aria-label' | 'aria-labelledby'> & {
    children: ReactNode;
    [data: `data-${string}`]: string | undefined;
  };

/** One item of a list (an experience, a registration): a bordered card that is an <article>. */
export function ArticleCard(props: BorderedCardProps) {
  return <Card withBorder radius="md" padding="md" component="article" {...props} />;
}

/** A titled part of a page (a pass, the certificates): a bordered card that is a <section>. */
export function SectionCard(props: BorderedCardProps) {
  return <Card withBorder radius="md" padding="lg" component="section" {...props} />;
}

/** A list's 'nothing here' message, in a bordered card where the list's cards would stand. */
export function EmptyStateCard({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md">
      <EmptyState title={title}>{children}</EmptyState>
    </Card>
  );
}
