import type { ImgHTMLAttributes } from 'react';
import { srcFor, srcSetOf } from './images';
import type { ImageAsset } from './types';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height' | 'loading'> & {
  /** The picture (siteImage(item)); null draws a plain box of the same size. */
  asset: ImageAsset | null;
  alt: string;
  /** Rendered size in CSS pixels (sets the aspect ratio before the image arrives). */
  width: number;
  height: number;
  /** The `sizes` attribute: how wide the image is shown at each breakpoint. */
  sizes?: string;
  /** Above-the-fold images load eagerly with high priority; everything else is lazy. */
  priority?: boolean;
  /** Loads at once at normal priority (images that move into view without the page scrolling). */
  eager?: boolean;
};

/** A content image: WebP srcset, fixed box, lazy unless prioritised. */
export function ContentImage({ asset, width, height, sizes, priority = false, eager = false, style, ...rest }: Props) {
  if (!asset) {
    return (
      <span
        role={rest.alt ? 'img' : undefined}
        aria-label={rest.alt || undefined}
        aria-hidden={rest.alt ? undefined : true}
        className={rest.className}
        style={{ display: 'inline-block', width, height, backgroundColor: '#d7dcef', ...style }}
      />
    );
  }
  return (
    <img
      src={srcFor(asset, width)}
      srcSet={srcSetOf(asset)}
      sizes={sizes ?? `${width}px`}
      width={width}
      height={height}
      loading={priority || eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      style={{ backgroundColor: asset.color, ...style }}
      {...rest}
    />
  );
}
