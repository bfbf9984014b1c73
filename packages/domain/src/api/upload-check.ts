import { type ImageKind, MAX_UPLOAD_BYTES } from './image-types';
import { UPLOAD_MESSAGES } from './upload-messages';

/** What a front end knows of a file before sending it: its name and size (a File is one). */
export interface FileFacts {
  name: string;
  size: number;
}

/** The extensions a kind's `accept` list names, lower case with the dot: [".jpg", ".png", ...]. */
export function acceptedExtensions(kind: ImageKind): string[] {
  return kind.accept
    .toLowerCase()
    .split(',')
    .map((extension) => extension.trim())
    .filter(Boolean);
}

/**
 * The check a front end makes before sending a picture: a name the kind takes, and no more than the
 * size limit. Null when it may go; otherwise the message the API would answer with, so a refusal reads
 * the same wherever it happens. The API still checks the file's own bytes.
 */
export function uploadRefusal(file: FileFacts, kind: ImageKind, maxBytes: number = MAX_UPLOAD_BYTES): string | null {
  const name = file.name.toLowerCase();
  if (!acceptedExtensions(kind).some((extension) => name.endsWith(extension))) return UPLOAD_MESSAGES.notTaken(kind);
  if (file.size > maxBytes) return UPLOAD_MESSAGES.tooLarge(maxBytes);
  return null;
}

/** A file's size as the pickers show it (spec section 1: in kb), never "0 kb" for a small one. */
export const sizeInKb = (bytes: number): number => Math.max(1, Math.round(bytes / 1024));
