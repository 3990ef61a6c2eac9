import { Button } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { SiteItem } from '@app/shared';
import { GalleryThumbnail } from '../../../components/gallery-thumbnail';
import { GALLERY_PREVIEW_COUNT, labels, sections } from '../../../content/site';
import { field } from '../../../content/site-items';
import classes from './landing.module.css';
import { Section } from './section';

export function GalleryPreviewSection({ gallery, galleryPath }: { gallery: SiteItem[]; galleryPath: string }) {
  return (
    <Section id="gallery" text={sections.gallery}>
      <ul className={classes.galleryGrid}>
        {gallery.slice(0, GALLERY_PREVIEW_COUNT).map((item) => (
          <li key={item.id}>
            <figure className={classes.shot} data-testid="gallery-preview-item">
              <GalleryThumbnail item={item} sizes="(min-width: 75em) 370px, (min-width: 48em) 31vw, 48vw" />
              <figcaption className={classes.shotCaption}>{field(item, 'caption')}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <div className={classes.moreRow}>
        <Button component={Link} to={galleryPath} variant="light" size="md" rightSection={<IconArrowRight size={18} aria-hidden="true" />}>
          {labels.showMore}
        </Button>
      </div>
    </Section>
  );
}
