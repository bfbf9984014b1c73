/**
 * Spec section 5: which pictures each form takes. `accept` feeds the file picker; the server checks
 * `formats` against what the file's own bytes say it is (sharp's format names), never its name.
 */
export interface ImageKind {
  accept: string;
  formats: readonly string[];
  /** For messages: "Please choose a JPG or PNG picture." */
  names: string;
}

const JPG_OR_PNG: ImageKind = { accept: '.jpg,.png,.jpeg', formats: ['jpeg', 'png'], names: 'JPG or PNG' };

export const IMAGE_KINDS = {
  blog: JPG_OR_PNG,
  teacher: JPG_OR_PNG,
  /** Phones send HEIC ("heif" with HEVC inside); the API decodes it itself, only for flyers. */
  flyer: { accept: '.jpg,.png,.jpeg,.heic', formats: ['jpeg', 'png', 'heif'], names: 'JPG, PNG or HEIC' },
  gallery: { accept: '.jpg,.png,.jpeg,.gif', formats: ['jpeg', 'png', 'gif'], names: 'JPG, PNG or GIF' },
  profile: JPG_OR_PNG,
  calendar: JPG_OR_PNG,
} as const satisfies Record<string, ImageKind>;

/**
 * The most pixels a picture may have (100 megapixels: above any phone's usual photo). A tiny file can
 * claim huge dimensions (a "decompression bomb"); the API refuses those from the header alone, before
 * decoding a pixel.
 */
export const MAX_IMAGE_PIXELS = 100_000_000;

/**
 * The most bytes one picture may have: the API's default (its MAX_UPLOAD_BYTES setting), checked by the
 * web server for every upload and by the staff console before it sends one. The spec's 500,000,000 bytes
 * is the public picker's own, silent limit.
 */
export const MAX_UPLOAD_BYTES = 15_000_000;
