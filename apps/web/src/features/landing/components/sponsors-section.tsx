import type { SiteItem } from '@app/shared';
import { Button } from '@mantine/core';
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import { useState, type CSSProperties } from 'react';
import { ContentImage } from '../../../content/content-image';
import { siteImage } from '../../../content/images';
import { SPONSOR_LOOP_SECONDS, sections } from '../../../content/site';
import { sponsorAlt } from '../../../content/site-items';
import classes from './landing.module.css';
import { Section } from './section';

const LOGO_HEIGHT = 32;

// The logos slide in from outside the strip without the page scrolling, so lazy loading would
// leave them empty until they appear: they load with the page (at normal priority).
function Logos({ sponsors, copy }: { sponsors: SiteItem[]; copy: boolean }) {
  return (
    <ul className={classes.logos} aria-hidden={copy || undefined}>
      {sponsors.map((s) => {
        const asset = siteImage(s);
        const width = asset ? Math.round((asset.width / asset.height) * LOGO_HEIGHT) : LOGO_HEIGHT * 4;
        return (
          <li key={s.id} className={classes.logo} data-testid={copy ? undefined : 'sponsor-logo'}>
            <ContentImage asset={asset} alt={copy ? '' : sponsorAlt(s)} width={width} height={LOGO_HEIGHT} eager />
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The sponsor strip: a 30 s loop that pauses on hover and with its Pause button (keyboard and
 * touch), and stands still, without the button, for reduced motion.
 */
export function SponsorsSection({ sponsors }: { sponsors: SiteItem[] }) {
  const [paused, setPaused] = useState(false);
  return (
    <Section id="sponsors" text={sections.sponsors} tone="tint" center>
      <div className={classes.marquee} data-testid="sponsor-marquee" data-paused={paused || undefined}>
        <div className={classes.track} style={{ '--loop': `${SPONSOR_LOOP_SECONDS}s` } as CSSProperties}>
          <Logos sponsors={sponsors} copy={false} />
          <Logos sponsors={sponsors} copy />
        </div>
      </div>
      <div className={classes.marqueeControl}>
        <Button
          variant="default"
          size="xs"
          radius="xl"
          leftSection={paused ? <IconPlayerPlayFilled size={14} aria-hidden /> : <IconPlayerPauseFilled size={14} aria-hidden />}
          aria-label={paused ? 'Play the sponsor logos' : 'Pause the sponsor logos'}
          onClick={() => setPaused((p) => !p)}
        >
          {paused ? 'Play' : 'Pause'}
        </Button>
      </div>
    </Section>
  );
}
