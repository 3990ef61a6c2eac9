import type { SiteItem } from '@app/shared';
import { ContentImage } from '../content/content-image';
import { siteImage } from '../content/images';
import { galleryAlt } from '../content/site-items';

/** A gallery picture at thumbnail size (4:3), for the gallery page's grid and the landing page's preview. */
export function GalleryThumbnail({
  item,
  sizes,
  priority,
}: {
  item: SiteItem;
  /** How wide the thumbnail shows at each breakpoint of its grid. */
  sizes: string;
  priority?: boolean;
}) {
  return (
    <ContentImage
      asset={siteImage(item)}
      alt={galleryAlt(item)}
      width={400}
      height={300}
      sizes={sizes}
      priority={priority}
    />
  );
}
