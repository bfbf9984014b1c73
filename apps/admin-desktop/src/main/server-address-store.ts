import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseServerAddress } from '../shared/server-address';

export interface ServerAddressStore {
  /** The remembered address, or the first-run default. */
  get(): string;
  /** Checks and remembers an address chosen at sign-in; returns the origin kept. */
  set(raw: unknown): string;
}

/** The server address chosen at sign-in, kept as `{ "serverUrl": ... }` in a JSON file in userData. */
export function createServerAddressStore(file: string, fallback: string): ServerAddressStore {
  const read = (): string => {
    try {
      const saved: unknown = JSON.parse(readFileSync(file, 'utf8'));
      const address = parseServerAddress((saved as { serverUrl?: unknown } | null)?.serverUrl);
      return address.ok ? address.origin : fallback;
    } catch {
      return fallback; // first run, or a file someone broke by hand
    }
  };
  let current = read();

  return {
    get: () => current,
    set(raw) {
      const address = parseServerAddress(raw);
      if (!address.ok) throw new Error(address.message);
      mkdirSync(dirname(file), { recursive: true });
      // Written beside and renamed into place, so a crash never leaves half a file.
      writeFileSync(`${file}.tmp`, `${JSON.stringify({ serverUrl: address.origin }, null, 2)}\n`);
      renameSync(`${file}.tmp`, file);
      current = address.origin;
      return current;
    },
  };
}
