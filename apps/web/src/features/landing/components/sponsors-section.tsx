import type { CSSProperties } from 'react';
import { imageAsset } from '../../../content/images';
import { ContentImage } from '../../../content/content-image';
import { sections } from '../../../content/site';
import { SPONSOR_LOOP_SECONDS, sponsorAlt, sponsors } from '../../../content/sponsors';
import classes from './landing.module.css';
import { Section } from './section';

const LOGO_HEIGHT = 32;

function Logos({ copy }: { copy: boolean }) {
  return (
    <ul className={classes.logos} aria-hidden={copy || undefined}>
      {sponsors.map((s) => {
        const asset = imageAsset(s.image);
        const width = Math.round((asset.width / asset.height) * LOGO_HEIGHT);
        return (
          <li key={s.name} className={classes.logo} data-testid={copy ? undefined : 'sponsor-logo'}>
            <ContentImage image={s.image} alt={copy ? '' : sponsorAlt(s)} width={width} height={LOGO_HEIGHT} />
          </li>
        );
      })}
    </ul>
  );
}

/** The sponsor strip: a 30 s loop that pauses on hover and stands still for reduced motion. */
export function SponsorsSection() {
  return (
    <Section id="sponsors" text={sections.sponsors} tone="tint" center>
      <div className={classes.marquee} data-testid="sponsor-marquee">
        <div className={classes.track} style={{ '--loop': `${SPONSOR_LOOP_SECONDS}s` } as CSSProperties}>
          <Logos copy={false} />
          <Logos copy />
        </div>
      </div>
    </Section>
  );
}
