import { Card, type CardProps } from '@mantine/core';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';

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
