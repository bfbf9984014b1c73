import { problem } from '../errors/problem';

/**
 * Where picture files live: the port every picture write and delete goes through. A path is one of our
 * own names relative to the uploads root ("blogs/<uuid>.webp"), never a client's file name.
 */
export interface FileStorage {
  /** Stores the whole file under `path`, or nothing: a half-written file never carries the final name. */
  write(path: string, data: Buffer, contentType: string): Promise<void>;
  /** The whole file, for the API to hand out itself (a signed agreement, an application's document: never public). */
  read(path: string): Promise<Buffer>;
  /** Removes the files; one that is already gone is fine. */
  remove(paths: readonly string[]): Promise<void>;
  /** The address a browser reads the file from. */
  urlOf(path: string): string;
}

export const FILE_STORAGE = Symbol('FILE_STORAGE');

/**
 * Files that are never public (an application's documents): /uploads refuses everything under it, and the API hands
 * them out itself, to staff only. With S3 the bucket's public read must leave this prefix out (see the README).
 */
export const PRIVATE_FOLDER = 'private';

/** A folder or file name we make: letters, digits, dot, dash, underscore, never starting with a dot. */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * Every path that reaches a storage is checked here, whichever backend: relative, no `..`, no hidden
 * files, nothing but plain characters. Paths come from the database, but a mistake must not reach
 * outside the uploads.
 */
export function assertStoredPath(path: string): void {
  if (!path.split('/').every((segment) => SEGMENT.test(segment))) {
    throw problem(400, 'INVALID_PATH', 'That file path is not one of ours.');
  }
}
