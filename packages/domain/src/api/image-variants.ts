/**
 * Every uploaded picture is stored in a few widths, in WebP and a JPEG fallback, beside the main file
 * the API records. The names derive from the main path, so the API (to remove them all) and the front
 * ends (to build `srcset`) agree without storing a list:
 *   users/abc.webp -> users/abc.jpg, users/abc-480.webp, users/abc-480.jpg, users/abc-960.webp, users/abc-960.jpg
 */

/** The smaller widths written beside every main picture (never wider than the main one). */
export const IMAGE_VARIANT_WIDTHS = [480, 960] as const;

/** The width srcset assumes for the main file: the largest any upload is stored at. */
export const IMAGE_MAIN_WIDTH = 1600;

export type ImageVariantFormat = 'webp' | 'jpg';

export interface SrcSetCandidate {
  url: string;
  width: number;
}

const MAIN_WEBP = /\.webp$/;

/** The path or URL of one variant: width null for the main size. */
export function imageVariantOf(mainPath: string, width: number | null, format: ImageVariantFormat): string {
  const base = mainPath.replace(MAIN_WEBP, '');
  return `${base}${width === null ? '' : `-${width}`}.${format}`;
}

/** Every file that belongs to a stored picture, main one first. A path of another shape is only itself. */
export function imageVariantPaths(mainPath: string): string[] {
  if (!MAIN_WEBP.test(mainPath)) return [mainPath];
  const paths = [mainPath, imageVariantOf(mainPath, null, 'jpg')];
  for (const width of IMAGE_VARIANT_WIDTHS) {
    paths.push(imageVariantOf(mainPath, width, 'webp'), imageVariantOf(mainPath, width, 'jpg'));
  }
  return paths;
}

/** The srcset candidates of a picture's URL in one format, smallest first; empty when it has no variants. */
export function srcSetCandidates(imageUrl: string | null | undefined, format: ImageVariantFormat = 'webp'): SrcSetCandidate[] {
  if (!imageUrl || !MAIN_WEBP.test(imageUrl)) return [];
  return [
    ...IMAGE_VARIANT_WIDTHS.map((width) => ({ url: imageVariantOf(imageUrl, width, format), width })),
    { url: imageVariantOf(imageUrl, null, format), width: IMAGE_MAIN_WIDTH },
  ];
}

/** A ready `srcset` attribute value ("a-480.webp 480w, ..."), or undefined when the picture has no variants. */
export function srcSetOf(imageUrl: string | null | undefined, format: ImageVariantFormat = 'webp'): string | undefined {
  const candidates = srcSetCandidates(imageUrl, format);
  return candidates.length ? candidates.map(({ url, width }) => `${url} ${width}w`).join(', ') : undefined;
}
