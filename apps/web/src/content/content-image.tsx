import type { ImgHTMLAttributes } from 'react';
import { imageAsset, srcFor, srcSetOf, type ImageKey } from './images';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height' | 'loading'> & {
  image: ImageKey;
  alt: string;
  /** Rendered size in CSS pixels (sets the aspect ratio before the image arrives). */
  width: number;
  height: number;
  /** The `sizes` attribute: how wide the image is shown at each breakpoint. */
  sizes?: string;
  /** Above-the-fold images load eagerly with high priority; everything else is lazy. */
  priority?: boolean;
};

/** A content image from the build step: WebP srcset, fixed box, lazy unless prioritised. */
export function ContentImage({ image, width, height, sizes, priority = false, style, ...rest }: Props) {
  const asset = imageAsset(image);
  return (
    <img
      src={srcFor(asset, width)}
      srcSet={srcSetOf(asset)}
      sizes={sizes ?? `${width}px`}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      style={{ backgroundColor: asset.color, ...style }}
      {...rest}
    />
  );
}
