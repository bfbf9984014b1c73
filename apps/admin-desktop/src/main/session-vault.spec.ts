import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSessionVault } from './session-vault';

describe('the session vault', () => {
  let dir: string;
  const encryptString = jest.fn((text: string) => Buffer.from(`sealed:${Buffer.from(text).toString('base64')}`));
  const decryptString = jest.fn((sealed: Buffer) => {
    if (!sealed.toString().startsWith('sealed:')) throw new Error('Error while decrypting the ciphertext provided');
    return Buffer.from(sealed.toString().slice('sealed:'.length), 'base64').toString();
  });
  const vault = (available: boolean, backend: 'basic_text' | 'gnome_libsecret' = 'gnome_libsecret', platform: NodeJS.Platform = 'linux') =>
    createSessionVault({
      file: join(dir, 'session.bin'),
      platform,
      safeStorage: { isEncryptionAvailable: () => available, getSelectedStorageBackend: () => backend, encryptString, decryptString },
    });

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'session-vault-'));
    encryptString.mockClear();
    decryptString.mockClear();
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('should encrypt with safeStorage where it is available and read it back at the next start', () => {
    vault(true).save('{"token":"abc"}');

    expect(encryptString).toHaveBeenCalledWith('{"token":"abc"}');
    expect(readFileSync(join(dir, 'session.bin'), 'utf8')).not.toContain('abc');
    expect(vault(true).load()).toBe('{"token":"abc"}');
  });

  it('should start signed out when nothing was saved', () => {
    expect(vault(true).load()).toBeNull();
  });

  it('should start signed out when the saved file cannot be decrypted', () => {
    writeFileSync(join(dir, 'session.bin'), 'garbage');

    expect(vault(true).load()).toBeNull();
  });

  it.each([
    ['no encryption at all', false, 'gnome_libsecret', 'win32'],
    ['Linux without a keyring, whose fixed password protects nothing', true, 'basic_text', 'linux'],
  ] as const)('should keep it in memory only, writing nothing, with %s', (_name, available, backend, platform) => {
    const memoryOnly = vault(available, backend, platform);
    expect(memoryOnly.persistent).toBe(false);

    memoryOnly.save('{"token":"abc"}');

    expect(memoryOnly.load()).toBe('{"token":"abc"}');
    expect(existsSync(join(dir, 'session.bin'))).toBe(false);
    expect(encryptString).not.toHaveBeenCalled();
    expect(vault(available, backend, platform).load()).toBeNull();
  });

  it('should delete a file an earlier, encrypted run left, once it cannot encrypt any more', () => {
    vault(true).save('{"token":"old"}');

    vault(false).save('{"token":"new"}');

    expect(existsSync(join(dir, 'session.bin'))).toBe(false);
  });
});
