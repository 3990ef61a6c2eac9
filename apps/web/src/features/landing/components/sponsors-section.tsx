import type { SiteItem } from '@app/shared';
import type { CSSProperties } from 'react';
import { ContentImage } from '../../../content/content-image';
import { siteImage } from '../../../content/images';
import { SPONSOR_LOOP_SECONDS, sections } from '../../../content/site';
import { sponsorAlt } from '../../../content/site-items';
import classes from './landing.module.css';
import { Section } from './section';

const LOGO_HEIGHT = 32;

function Logos({ sponsors, copy }: { sponsors: SiteItem[]; copy: boolean }) {
  return (
    <ul className={classes.logos} aria-hidden={copy || undefined}>
      {sponsors.map((s) => {
        const asset = siteImage(s);
        const width = asset ? Math.round((asset.width / asset.height) * LOGO_HEIGHT) : LOGO_HEIGHT * 4;
        return (
          <li key={s.id} className={classes.logo} data-testid={copy ? undefined : 'sponsor-logo'}>
            <ContentImage asset={asset} alt={copy ? '' : sponsorAlt(s)} width={width} height={LOGO_HEIGHT} />
          </li>
        );
      })}
    </ul>
  );
}

/** The sponsor strip: a 30 s loop that pauses on hover and stands still for reduced motion. */
export function SponsorsSection({ sponsors }: { sponsors: SiteItem[] }) {
  return (
    <Section id="sponsors" text={sections.sponsors} tone="tint" center>
      <div className={classes.marquee} data-testid="sponsor-marquee">
        <div className={classes.track} style={{ '--loop': `${SPONSOR_LOOP_SECONDS}s` } as CSSProperties}>
          <Logos sponsors={sponsors} copy={false} />
          <Logos sponsors={sponsors} copy />
        </div>
      </div>
    </Section>
  );
}
