import { Anchor, Container } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import type { SiteItem } from '@app/shared';
import { GalleryThumbnail } from '../../../components/gallery-thumbnail';
import { field } from '../../../content/site-items';
import classes from './gallery.module.css';
import { Lightbox } from './lightbox';

/** Images visible without scrolling on most screens load first; the rest wait until needed. */
const EAGER = 4;

/** /gallery (SPEC §2): the grid of the gallery's pictures (28 to begin with), each opening the lightbox. */
export function GalleryPage({ gallery, homePath }: { gallery: SiteItem[]; homePath: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const close = useCallback(() => setOpen(null), []);
  return (
    <div className={classes.page}>
      <div className={classes.intro}>
        <Container size="lg">
          <Anchor component={Link} to={homePath} className={classes.back}>
            <IconArrowLeft size={16} aria-hidden="true" /> Back to home
          </Anchor>
          <h1 className={classes.title}>Gallery</h1>
          <p className={classes.lead}>
            {gallery.length} moments from our symposia, workshops and contests. Select a picture to see it full size, then use
            the arrow keys to move between pictures.
          </p>
        </Container>
      </div>
      <Container size="lg">
        <ul className={classes.grid}>
          {gallery.map((item, i) => (
            <li key={item.id}>
              <button type="button" className={classes.thumb} onClick={() => setOpen(i)} data-testid="gallery-item" aria-label={`Open picture ${i + 1}: ${field(item, 'caption')}`}>
                <GalleryThumbnail
                  item={item}
                  sizes="(min-width: 75em) 280px, (min-width: 62em) 24vw, (min-width: 36em) 32vw, 48vw"
                  priority={i < EAGER}
                />
                <span className={classes.thumbCaption} aria-hidden="true">
                  {field(item, 'caption')}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </Container>
      <Lightbox items={gallery} index={open} onIndexChange={setOpen} onClose={close} />
    </div>
  );
}
