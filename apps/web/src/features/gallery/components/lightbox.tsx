import { ActionIcon, Modal } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconX } from '@tabler/icons-react';
import { useEffect } from 'react';
import type { SiteItem } from '@app/shared';
import { ContentImage } from '../../../content/content-image';
import { siteImage, srcSetOf } from '../../../content/images';
import { field, galleryAlt } from '../../../content/site-items';
import classes from './gallery.module.css';

const SIZES = '(min-width: 75em) 1100px, 100vw';

interface Props {
  items: SiteItem[];
  /** Index of the open image, or null when closed. */
  index: number | null;
  onIndexChange(index: number): void;
  onClose(): void;
}

/** The index `by` away from `from` among `count` images, wrapping round at either end. */
const step = (from: number, by: 1 | -1, count: number) => (from + by + count) % count;

const STEPS = {
  prev: { label: 'Previous image', Chevron: IconChevronLeft, className: classes.prev },
  next: { label: 'Next image', Chevron: IconChevronRight, className: classes.next },
};

/** The round button on the image's left or right edge that steps to the previous or next image. */
function StepButton({ side, onClick }: { side: keyof typeof STEPS; onClick: () => void }) {
  const { label, Chevron, className } = STEPS[side];
  return (
    <ActionIcon className={`${classes.nav} ${className}`} variant="white" size={44} radius="xl" aria-label={label} onClick={onClick}>
      <Chevron aria-hidden="true" />
    </ActionIcon>
  );
}

/**
 * Full-size viewer: ArrowLeft/ArrowRight step through the images (wrapping), Escape closes, focus
 * stays inside while open and returns to the thumbnail that opened it (Mantine's returnFocus).
 */
export function Lightbox({ items, index, onIndexChange, onClose }: Props) {
  const open = index !== null;
  const count = items.length;
  const item = open ? items[index] : undefined;

  useEffect(() => {
    if (index === null) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight') {
        e.preventDefault();
        onIndexChange(step(index, 1, count));
      } else if (e.key === 'ArrowLeft') {
        e.preventDefault();
        onIndexChange(step(index, -1, count));
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [index, count, onIndexChange]);

  // Warm the neighbours so stepping through feels instant.
  useEffect(() => {
    if (index === null) return;
    for (const i of [step(index, 1, count), step(index, -1, count)]) {
      const asset = siteImage(items[i]!);
      if (!asset) continue;
      const img = new Image();
      img.sizes = SIZES;
      img.srcset = srcSetOf(asset);
    }
  }, [index, count, items]);

  return (
    <Modal
      opened={open}
      onClose={onClose}
      size="auto"
      centered
      withCloseButton={false}
      padding={0}
      radius="lg"
      title={item ? field(item, 'caption') : undefined}
      overlayProps={{ backgroundOpacity: 0.88, color: '#050a1e', blur: 2 }}
      classNames={{ content: classes.lightbox, header: classes.visuallyHidden, body: classes.lightboxBody }}
      transitionProps={{ duration: 150 }}
      data-testid="lightbox"
    >
      {item && index !== null && (
        <figure className={classes.viewer}>
          <div className={classes.stage}>
            <ContentImage
              key={item.id}
              asset={siteImage(item)}
              alt={galleryAlt(item)}
              width={1280}
              height={960}
              sizes={SIZES}
              priority
              className={classes.full}
              data-testid="lightbox-image"
            />
            <StepButton side="prev" onClick={() => onIndexChange(step(index, -1, count))} />
            <StepButton side="next" onClick={() => onIndexChange(step(index, 1, count))} />
          </div>
          <figcaption className={classes.caption}>
            <span>{field(item, 'caption')}</span>
            <span className={classes.counter} data-testid="lightbox-counter">
              {index + 1} / {count}
            </span>
            <ActionIcon variant="subtle" size={40} radius="xl" aria-label="Close" onClick={onClose} className={classes.close} data-autofocus>
              <IconX aria-hidden="true" />
            </ActionIcon>
          </figcaption>
        </figure>
      )}
    </Modal>
  );
}
