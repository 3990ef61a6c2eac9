import type { Event } from '@app/shared';
import { Box, Text } from '@mantine/core';
import { categoryGradient } from '../lib/event-display';
import classes from './events.module.css';

/**
 * The event poster at a 4:3 frame, or a category-coloured panel with the event's name when there
 * is none. Cards load the 400 px version; the dialog the 800 px one.
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
  return (
    <Box className={classes.poster} style={{ background: categoryGradient(event.eventCategory) }} aria-hidden="true">
      <Text className={classes.posterTitle} fw={800}>
        {event.eventName}
      </Text>
    </Box>
  );
}
