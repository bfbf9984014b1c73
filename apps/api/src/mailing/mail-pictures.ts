import { imageVariantOf } from '@trailside/domain/api/image-variants';

/**
 * A picture in a mail: always on the site's own address (/uploads/..., which redirects to object storage when the
 * pictures live there), and one of the JPEG variants already made for the site, since not every mail program
 * shows WebP. Null for a record without a picture.
 */
export function mailPictureUrl(siteUrl: string, imagePath: string | null, width: 480 | 960): string | null {
  if (!imagePath) return null;
  const variant = imagePath.endsWith('.webp') ? imageVariantOf(imagePath, width, 'jpg') : imagePath;
  return `${siteUrl}/uploads/${variant.split('/').map(encodeURIComponent).join('/')}`;
}
