import type { Event } from '@app/shared';
import { Box } from '@mantine/core';
import { ContentImage } from '../../../content/content-image';
import { images } from '../../../content/generated/images';

type ImageKey = keyof typeof images;
import classes from './events.module.css';

/** The generated artwork of each category (src/content/art/categories), for events without a poster. */
const CATEGORY_ART: Record<string, ImageKey> = {
  'Technical Events': 'categories/technical-events',
  'Non-Technical Events': 'categories/non-technical-events',
  Workshop: 'categories/workshop',
  'Paper Presentation': 'categories/paper-presentation',
};

/**
 * The event poster at a 4:3 frame, edge to edge, or its category's artwork when there is none. Cards load the 400 px version; the dialog the 800 px one.
 */
export function PosterImage({
  event,
  size,
  priority = false,
}: {
  event: Pick<Event, 'eventName' | 'eventCategory' | 'posterUrl' | 'posterSmallUrl'>;
  size: 'small' | 'large';
  priority?: boolean;
}) {
  const src = size === 'small' ? (event.posterSmallUrl ?? event.posterUrl) : (event.posterUrl ?? event.posterSmallUrl);
  if (src) {
    return (
      <Box className={classes.poster}>
        <img
          src={src}
          alt={`Poster of ${event.eventName}`}
          width={size === 'small' ? 400 : 800}
          height={size === 'small' ? 300 : 600}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
        />
      </Box>
    );
  }
  // Decorative: the card's heading already names the event.
  return (
    <Box className={classes.poster}>
      <ContentImage
        asset={images[CATEGORY_ART[event.eventCategory] ?? 'categories/other']}
        alt=""
        width={size === 'small' ? 400 : 800}
        height={size === 'small' ? 300 : 600}
        sizes={size === 'small' ? '(min-width: 62em) 400px, 100vw' : '800px'}
        priority={priority}
      />
    </Box>
  );
}
