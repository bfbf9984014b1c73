import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../config/config';
import { ImageStorageService } from './image-storage.service';

describe('ImageStorageService', () => {
  const config = loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'trailside-storage-')) });
  const storage = new ImageStorageService(config);
  afterAll(() => rmSync(config.dataDir, { recursive: true, force: true }));

  it.each(['../jwt-secret', '../../etc/passwd', '/etc/passwd', 'users/../../jwt-secret'])(
    'should refuse to remove %p, which is not inside the uploads folder',
    async (path) => {
      await expect(storage.remove(path)).rejects.toMatchObject({ response: { code: 'INVALID_PATH' } });
      expect(existsSync(join(config.dataDir, 'jwt-secret'))).toBe(true);
    },
  );

  it('should remove a stored picture inside the uploads folder', async () => {
    writeFileSync(join(config.uploadsDir, 'old.webp'), 'x');
    await storage.remove('old.webp');
    expect(existsSync(join(config.uploadsDir, 'old.webp'))).toBe(false);
  });

  it('should give a stored picture its public address', () => {
    expect(storage.urlOf('users/abc.webp')).toBe('/uploads/users/abc.webp');
    expect(storage.urlOf(null)).toBeNull();
  });
});
