import { AsyncLocalStorage } from 'node:async_hooks';

/** One file of a kept set, by its name within the set. */
export interface KeptFile {
  name: string;
  data: Buffer;
}

/** Files made once and kept, by key: `make` runs only when nothing is kept for `key` yet. */
export interface KeptFiles {
  files(key: string, make: () => Promise<KeptFile[]>): Promise<KeptFile[]>;
}

/**
 * Pictures whose encodings the caller keeps (the sample content's, drawn by the server itself and the same on every
 * new install): while a function runs inside `keptEncodings.run(kept, ...)`, ImageStorageService takes the encodings
 * of a picture it has encoded before from `kept` instead of decoding and encoding it again. Uploads never run inside
 * it: a family's picture is always decoded and encoded anew.
 */
export const keptEncodings = new AsyncLocalStorage<KeptFiles>();
