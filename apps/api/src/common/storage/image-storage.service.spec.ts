import { IMAGE_KINDS } from '@trailside/domain/api/image-types';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { loadConfig } from '../../config/config';
import { ImageStorageService } from './image-storage.service';

async function pngFile(dir: string, width: number, height: number): Promise<string> {
  const file = join(dir, `upload-${width}x${height}.tmp`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#6a994e"/></svg>`;
  await sharp(Buffer.from(svg)).png().toFile(file);
  return file;
}

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

  it('should store a picture in responsive widths, WebP and JPEG, and return the largest WebP', async () => {
    const path = await storage.saveImage(await pngFile(config.tmpDir, 2000, 1000), 'gallery', { width: 1600, kind: IMAGE_KINDS.gallery });
    expect(path).toMatch(/^gallery\/[0-9a-f-]{36}\.webp$/);
    const base = join(config.uploadsDir, path.replace(/\.webp$/, ''));
    const sizes = await Promise.all(
      ['.webp', '.jpg', '-960.webp', '-960.jpg', '-480.webp', '-480.jpg'].map(async (suffix) => {
        const { format, width, height } = await sharp(`${base}${suffix}`).metadata();
        return [suffix, format, width, height];
      }),
    );
    expect(sizes).toEqual([
      ['.webp', 'webp', 1600, 800],
      ['.jpg', 'jpeg', 1600, 800],
      ['-960.webp', 'webp', 960, 480],
      ['-960.jpg', 'jpeg', 960, 480],
      ['-480.webp', 'webp', 480, 240],
      ['-480.jpg', 'jpeg', 480, 240],
    ]);

    await storage.remove(path);
    expect(readdirSync(join(config.uploadsDir, 'gallery'))).toEqual([]);
  });

  it('should never enlarge a small picture to fill a wider variant', async () => {
    const path = await storage.saveImage(await pngFile(config.tmpDir, 300, 200), 'small', { width: 1600, kind: IMAGE_KINDS.gallery });
    const base = join(config.uploadsDir, path.replace(/\.webp$/, ''));
    expect((await sharp(`${base}-960.webp`).metadata()).width).toBe(300);
    expect((await sharp(`${base}.jpg`).metadata()).width).toBe(300);
  });

  it('should refuse a file that is not a picture with 415, whatever its name, and keep nothing', async () => {
    const file = join(config.tmpDir, 'holiday.png');
    writeFileSync(file, '<?php echo "pretending to be a png"; ?>');
    await expect(storage.saveImage(file, 'fakes', { width: 800, kind: IMAGE_KINDS.gallery })).rejects.toMatchObject({
      response: { statusCode: 415, code: 'INVALID_IMAGE' },
    });
    expect(existsSync(join(config.uploadsDir, 'fakes')) ? readdirSync(join(config.uploadsDir, 'fakes')) : []).toEqual([]);
  });

  it('should refuse a picture whose data is cut off, and keep nothing', async () => {
    const whole = await sharp(await pngFile(config.tmpDir, 400, 300)).jpeg().toBuffer();
    const file = join(config.tmpDir, 'cut.jpg');
    writeFileSync(file, whole.subarray(0, Math.floor(whole.length / 2)));
    await expect(storage.saveImage(file, 'cut', { width: 800, kind: IMAGE_KINDS.gallery })).rejects.toMatchObject({ response: { statusCode: 415 } });
    expect(existsSync(join(config.uploadsDir, 'cut')) ? readdirSync(join(config.uploadsDir, 'cut')) : []).toEqual([]);
  });
});
