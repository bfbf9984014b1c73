import type { SafeStorage } from 'electron';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export interface SessionVault {
  load(): string | null;
  save(session: string | null): void;
  /** Whether a saved session outlives this run (encrypted on disk) or only lives in memory. */
  readonly persistent: boolean;
}

interface SessionVaultOptions {
  file: string;
  safeStorage: Pick<SafeStorage, 'isEncryptionAvailable' | 'encryptString' | 'decryptString' | 'getSelectedStorageBackend'>;
  platform: NodeJS.Platform;
}

/**
 * The signed-in session (its bearer token and who it belongs to), encrypted with the operating system's
 * key store through Electron's safeStorage. Where the system has no key store, it is kept in memory only
 * and staff sign in at each start: never plaintext on disk. On Linux without a keyring ("basic_text")
 * safeStorage says it is available but encrypts with a fixed, public password, so that counts as none.
 * Must be created after the app's `ready` event, when safeStorage can tell.
 */
export function createSessionVault({ file, safeStorage, platform }: SessionVaultOptions): SessionVault {
  const persistent =
    safeStorage.isEncryptionAvailable() && !(platform === 'linux' && safeStorage.getSelectedStorageBackend() === 'basic_text');

  const readDisk = (): string | null => {
    if (!persistent) return null;
    try {
      return safeStorage.decryptString(readFileSync(file));
    } catch {
      return null; // nothing saved, or saved under a key this account no longer has: sign in again
    }
  };
  let current: string | null | undefined; // undefined until the first load

  return {
    persistent,
    load() {
      if (current === undefined) current = readDisk();
      return current;
    },
    save(session) {
      current = session;
      if (session === null || !persistent) {
        rmSync(file, { force: true });
        return;
      }
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, safeStorage.encryptString(session), { mode: 0o600 });
    },
  };
}
