import { type ImageKind, MAX_IMAGE_PIXELS } from './image-types';

/** "15 MB", "500 KB": a limit as a parent reads it. */
export function readableBytes(bytes: number): string {
  if (bytes >= 1_000_000) return `${Math.round((bytes / 1_000_000) * 10) / 10} MB`;
  if (bytes >= 1_000) return `${Math.round(bytes / 1_000)} KB`;
  return `${bytes} bytes`;
}

/**
 * What the API answers when it refuses a picture, so the front ends can say the same before sending
 * (the picker knows the form's kind and the size limit).
 */
export const UPLOAD_MESSAGES = {
  /** 415: the file's content is not one of the form's kinds, whatever its name says. */
  notTaken: (kind: ImageKind) => `That file is not a picture we can take here. Please choose a ${kind.names} picture.`,
  /** 415: it starts like a picture the form takes, but its pictures cannot be read. */
  damaged: 'We could not read that picture: it may be damaged or only partly copied. Please choose another picture, or save it again and retry.',
  /** 413: more bytes than MAX_UPLOAD_BYTES. */
  tooLarge: (maxBytes: number) => `That picture is too large: each one must be under ${readableBytes(maxBytes)}. Please choose a smaller picture.`,
  /** 413: more pixels than MAX_IMAGE_PIXELS, however small the file. */
  tooManyPixels: (width: number, height: number) =>
    `That picture is too big to work with (${width.toLocaleString('en-US')} × ${height.toLocaleString('en-US')} pixels). ` +
    `Please choose one of at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels, or make it smaller first.`,
  /** 400: more files than the form takes, or a file in a field it does not expect. */
  tooManyFiles: 'Too many pictures at once, or a picture in a field we do not expect. Please send fewer.',
  /** 400: the form could not be read: cut off on the way, or a file name with characters that do not belong in one. */
  malformed: 'The picture did not arrive whole, or its name has characters we cannot read. Please try again, or rename the file with plain letters and numbers.',
  /** 507 (disk full) or 503 (storage unreachable or refusing): nothing was saved. */
  notStored: "The school's server could not store the picture. Nothing was saved. Please try again later or tell the office.",
  /** Said by a front end, not the API: the upload never reached the server (no network, the server down). */
  unreachable: "The picture could not reach the school's server. Please check the connection and try again.",
} as const;
