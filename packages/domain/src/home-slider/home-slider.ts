/**
 * The eight pictures of the home page's full-width slider. The API's sample content draws them once into
 * the uploads folder under these fixed names (1920 x 800 WebP, a JPEG fallback, and a 960-wide WebP for
 * small screens); the site shows them in this order with these descriptions as alt text.
 */
export interface HomeSlide {
  /** 1920 x 800 WebP. */
  src: string;
  /** 960 x 400 WebP, for a srcset on small screens. */
  small: string;
  /** 1920 x 800 JPEG, for browsers without WebP. */
  fallback: string;
  alt: string;
}

export const HOME_SLIDER_FOLDER = 'home-slider';

/** How long each picture of the home page's slider stays before the next one. */
export const HOME_SLIDE_INTERVAL_MS = 6000;

const DESCRIPTIONS = [
  'A trail winding through green hills and pine trees toward the mountains',
  'A bright classroom with low shelves of materials, small tables and a round rug',
  'Shelves full of colourful books above an open book',
  'A guitar, a xylophone and a drum with music notes in the air',
  'An easel with a landscape painting, a paint palette and brushes in a jar',
  'Raised garden beds with lettuce, carrots and tomatoes beside sunflowers and a white fence',
  'Science fair boards with a bar chart, a model volcano and a bubbling flask',
  'A truss bridge over a river and three meshing gears',
] as const;

/** Slide n (1 to 8) lives at /uploads/home-slider/slide-n.webp. */
export const homeSlidePath = (n: number, extension: 'webp' | 'jpg' = 'webp', suffix = '') =>
  `${HOME_SLIDER_FOLDER}/slide-${n}${suffix}.${extension}`;

export const HOME_SLIDES: readonly HomeSlide[] = DESCRIPTIONS.map((alt, index) => ({
  src: `/uploads/${homeSlidePath(index + 1)}`,
  small: `/uploads/${homeSlidePath(index + 1, 'webp', '-960')}`,
  fallback: `/uploads/${homeSlidePath(index + 1, 'jpg')}`,
  alt,
}));
