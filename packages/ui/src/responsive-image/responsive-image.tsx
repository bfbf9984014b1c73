import { imageVariantOf, srcSetOf } from '@trailside/domain/api/image-variants';
import type { ImgHTMLAttributes } from 'react';

interface ResponsiveImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'alt'> {
  /** The imageUrl the API returned (its main WebP). */
  src: string;
  alt: string;
  /** How wide the picture shows, for the browser's choice of file, e.g. "(max-width: 550px) 100vw, 25vw". */
  sizes: string;
}

/**
 * An uploaded picture in the width the layout needs: WebP variants for browsers that take them, the
 * JPEG ones otherwise (names from @trailside/domain/api/image-variants). Other URLs show as they are.
 */
export function ResponsiveImage({ src, alt, sizes, loading = 'lazy', ...rest }: ResponsiveImageProps) {
  const webp = srcSetOf(src, 'webp');
  if (!webp) return <img src={src} alt={alt} loading={loading} {...rest} />;
  return (
    <picture>
      <source type="image/webp" srcSet={webp} sizes={sizes} />
      <img src={imageVariantOf(src, null, 'jpg')} srcSet={srcSetOf(src, 'jpg')} sizes={sizes} alt={alt} loading={loading} {...rest} />
    </picture>
  );
}
