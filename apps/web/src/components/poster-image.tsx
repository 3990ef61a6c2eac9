import type { Event } from '@app/shared';
import { Box } from '@mantine/core';
import { ContentImage } from '../content/content-image';
import { images } from '../content/generated/images';
import classes from './poster-image.module.css';

type ImageKey = keyof typeof images;

/** The generated artwork of each category (src/content/art/categories), for events without a poster. */
const CATEGORY_ART: Record<string, ImageKey> = {
  'Technical Events': 'categories/technical-events',
  'Non-Technical Events': 'categories/non-technical-events',
  Workshop: 'categories/workshop',
  'Paper Presentation': 'categories/paper-presentation',
};

/**
 * The event poster in a 4:3 frame (or `ratio`), edge to edge, or its category's artwork when there
 * is none: the Events page's cards and dialog, and My Events. Cards load the 400 px version; the
 * dialog the 800 px one.
 */
export function PosterImage({
  event,
  size,
  priority = false,
  ratio,
}: {
  event: Pick<Event, 'eventName' | 'eventCategory' | 'posterUrl' | 'posterSmallUrl'>;
  size: 'small' | 'large';
  priority?: boolean;
  /** The frame's CSS aspect ratio, e.g. '16 / 9'; 4:3 when not given. */
  ratio?: string;
}) {
  const frame = ratio ? { aspectRatio: ratio } : undefined;
  const src = size === 'small' ? (event.posterSmallUrl ?? event.posterUrl) : (event.posterUrl ?? event.posterSmallUrl);
  if (src) {
    return (
      <Box className={classes.poster} style={frame}>
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
    <Box className={classes.poster} style={frame}>
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
