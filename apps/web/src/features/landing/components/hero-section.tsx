import { Button, Container } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { SiteItem } from '@app/shared';
import { ContentImage } from '../../../content/content-image';
import { siteImage } from '../../../content/images';
import { FOUNDED, hero } from '../../../content/site';
import classes from './landing.module.css';

// Three gallery pictures (the 1st, 9th and 2nd) make the desktop collage; phones get the text alone.
const COLLAGE = [0, 8, 1];

export function HeroSection({ gallery }: { gallery: SiteItem[] }) {
  const collage = COLLAGE.map((i) => gallery[i]).filter((item) => item !== undefined);
  return (
    <section id="home" className={classes.hero} aria-labelledby="home-title" tabIndex={-1}>
      <div className={classes.heroGrid} aria-hidden="true" />
      <Container size="lg" className={classes.heroInner}>
        <div>
          <span className={classes.pill}>
            <span className={classes.pillDot} aria-hidden="true" />
            {hero.eyebrow}
          </span>
          <h1 id="home-title" className={classes.heroTitle}>
            {hero.titleStart} <span className={classes.accent}>{hero.titleAccent}</span>
          </h1>
          <p className={classes.heroLead}>{hero.lead}</p>
          <div className={classes.heroActions}>
            <Button component={Link} to="/#events" size="lg" variant="white" rightSection={<IconArrowRight size={18} aria-hidden="true" />}>
              {hero.primaryCta}
            </Button>
            <Button component={Link} to="/#members" size="lg" variant="outline" className={classes.ghostButton}>
              {hero.secondaryCta}
            </Button>
          </div>
          <ul className={classes.heroFacts}>
            <li>
              <strong>{FOUNDED}</strong>Founded
            </li>
            <li>
              <strong>2</strong>Symposia a year
            </li>
            <li>
              <strong>2005</strong>Carte Blanche began
            </li>
          </ul>
        </div>
        <div className={classes.heroArt} aria-hidden="true">
          {collage.map((item) => (
            <div key={item.id} className={classes.heroCard}>
              <ContentImage asset={siteImage(item)} alt="" width={300} height={225} sizes="300px" />
            </div>
          ))}
          <div className={classes.heroBadge}>
            <strong>Enigma &amp; Carteblanche</strong>
            Two symposia, every year
          </div>
        </div>
      </Container>
    </section>
  );
}
