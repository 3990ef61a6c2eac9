import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import type { SectionText } from '../../../content/site';
import classes from './landing.module.css';

interface Props {
  id: string;
  text: SectionText;
  tone?: 'white' | 'tint' | 'dark';
  center?: boolean;
  children: ReactNode;
}

/** A landing page section: anchor id (the header links scroll here), eyebrow, h2 and lead. */
export function Section({ id, text, tone = 'white', center = false, children }: Props) {
  return (
    <section id={id} className={classes.section} data-tone={tone} aria-labelledby={`${id}-title`} tabIndex={-1}>
      <Container size="lg">
        <header className={classes.header} data-center={center || undefined}>
          <span className={classes.eyebrow}>{text.eyebrow}</span>
          <h2 id={`${id}-title`} className={classes.title}>
            {text.title}
          </h2>
          {text.lead && <p className={classes.lead}>{text.lead}</p>}
        </header>
        {children}
      </Container>
    </section>
  );
}
