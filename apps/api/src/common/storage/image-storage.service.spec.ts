import { IMAGE_KINDS } from '@trailside/domain/api/image-types';
import { UPLOAD_MESSAGES } from '@trailside/domain/api/upload-messages';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import sharp from 'sharp';
import {
  SMUGGLED,
  damagedHeic,
  gifClaiming,
  gifThenHtml,
  heicPhoto,
  htmlPage,
  jpegWithCommentAndZip,
  pngClaiming,
  svgWithScript,
} from '../../../test/support/images';
import { loadConfig } from '../../config/config';
import type { FileStorage } from './file-storage';
import { ImageStorageService } from './image-storage.service';
import { LocalFileStorage } from './local-file-storage';

async function pngFile(dir: string, width: number, height: number): Promise<string> {
  const file = join(dir, `upload-${width}x${height}.tmp`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#6a994e"/></svg>`;
  await sharp(Buffer.from(svg)).png().toFile(file);
  return file;
}

/**
 * The local folder on a disk that fills up after `room` bytes: the write that does not fit leaves its
 * first bytes under the file's own name (as a plain write to a full disk does), then fails with ENOSPC.
 */
class FullDisk implements FileStorage {
  private readonly folder: FileStorage;
  /** Files that fitted before the disk filled up. */
  wholeFiles = 0;

  constructor(
    private readonly root: string,
    private room: number,
  ) {
    this.folder = new LocalFileStorage(root);
  }

  read(path: string): Promise<Buffer> {
    return this.folder.read(path);
  }

  async write(path: string, data: Buffer, contentType: string): Promise<void> {
    if (data.length <= this.room) {
      this.room -= data.length;
      this.wholeFiles += 1;
      return this.folder.write(path, data, contentType);
    }
    await this.folder.write(path, data.subarray(0, this.room), contentType);
    this.room = 0;
    throw Object.assign(new Error(`ENOSPC: no space left on device, write '${path}'`), { code: 'ENOSPC' });
  }

  remove(paths: readonly string[]) {
    return this.folder.remove(paths);
  }

  urlOf(path: string) {
    return this.folder.urlOf(path);
  }
}

const filesIn = (dir: string): string[] => (existsSync(dir) ? readdirSync(dir, { recursive: true, encoding: 'utf8' }) : []);

describe('ImageStorageService', () => {
  // Storage failures are logged for the office; here they are expected.
  beforeAll(() => Logger.overrideLogger(false));
  const config = loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'trailside-storage-')) });
  const storage = new ImageStorageService(new LocalFileStorage(config.uploadsDir));
  const upload = (name: string, content: Buffer) => {
    const file = join(config.tmpDir, name);
    writeFileSync(file, content);
    return file;
  };
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
    const file = upload('holiday.png', Buffer.from('<?php echo "pretending to be a png"; ?>'));
    await expect(storage.saveImage(file, 'fakes', { width: 800, kind: IMAGE_KINDS.gallery })).rejects.toMatchObject({
      response: { statusCode: 415, code: 'INVALID_IMAGE', message: UPLOAD_MESSAGES.notTaken(IMAGE_KINDS.gallery) },
    });
    expect(filesIn(join(config.uploadsDir, 'fakes'))).toEqual([]);
  });

  it('should refuse a picture whose data is cut off as damaged, and keep nothing', async () => {
    const whole = await sharp(await pngFile(config.tmpDir, 400, 300)).jpeg().toBuffer();
    const file = upload('cut.jpg', whole.subarray(0, Math.floor(whole.length / 2)));
    await expect(storage.saveImage(file, 'cut', { width: 800, kind: IMAGE_KINDS.gallery })).rejects.toMatchObject({
      response: { statusCode: 415, message: UPLOAD_MESSAGES.damaged },
    });
    expect(filesIn(join(config.uploadsDir, 'cut'))).toEqual([]);
  });

  describe('HEIC photos', () => {
    it('should decode a HEIC flyer and store it like any picture, colours and all', async () => {
      const path = await storage.saveImage(upload('IMG_0042.HEIC', heicPhoto()), 'flyers', { width: 800, kind: IMAGE_KINDS.flyer });
      const jpeg = join(config.uploadsDir, path.replace(/\.webp$/, '.jpg'));
      const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual([320, 240]);
      const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
      // Red on the left, blue on the right, yellow in the middle (lossy twice, so roughly).
      const near = (actual: number[], expected: number[]) => actual.every((value, index) => Math.abs(value - expected[index]) < 24);
      expect(near(pixel(20, 20), [0xc0, 0x39, 0x2b])).toBe(true);
      expect(near(pixel(300, 220), [0x24, 0x71, 0xa3])).toBe(true);
      expect(near(pixel(160, 120), [0xf2, 0xc1, 0x4e])).toBe(true);
      expect((await sharp(join(config.uploadsDir, path)).metadata()).format).toBe('webp');
    });

    it("should refuse a HEIC where the form does not take it, with the form's own message", async () => {
      await expect(storage.saveImage(upload('IMG_0043.HEIC', heicPhoto()), 'gallery-heic', { width: 800, kind: IMAGE_KINDS.gallery })).rejects.toMatchObject({
        response: { statusCode: 415, message: 'That file is not a picture we can take here. Please choose a JPG, PNG or GIF picture.' },
      });
      expect(filesIn(join(config.uploadsDir, 'gallery-heic'))).toEqual([]);
    });

    it('should refuse a damaged HEIC as damaged, and keep nothing', async () => {
      await expect(storage.saveImage(upload('IMG_0044.HEIC', damagedHeic()), 'flyers-cut', { width: 800, kind: IMAGE_KINDS.flyer })).rejects.toMatchObject({
        response: { statusCode: 415, message: UPLOAD_MESSAGES.damaged },
      });
      expect(filesIn(join(config.uploadsDir, 'flyers-cut'))).toEqual([]);
    });
  });

  describe('hostile files', () => {
    it.each([
      ['an SVG with a script, named .png', svgWithScript()],
      ['a web page named .jpg', htmlPage()],
    ])('should refuse %s by its content', async (_name, content) => {
      await expect(storage.saveImage(upload('innocent.png', content), 'hostile', { width: 800, kind: IMAGE_KINDS.gallery })).rejects.toMatchObject({
        response: { statusCode: 415, code: 'INVALID_IMAGE' },
      });
      expect(filesIn(join(config.uploadsDir, 'hostile'))).toEqual([]);
    });

    it.each([
      ['a GIF followed by a web page', gifThenHtml],
      ['a JPEG with a script in a comment and a ZIP after it', jpegWithCommentAndZip],
    ])('should store only the re-encoded picture of %s, never its other bytes', async (_name, make) => {
      const original = await make();
      const path = await storage.saveImage(upload('polyglot.tmp', original), 'polyglots', { width: 800, kind: IMAGE_KINDS.gallery });
      const stored = readdirSync(join(config.uploadsDir, 'polyglots')).filter((name) => name.startsWith(path.split('/')[1].replace('.webp', '')));
      expect(stored).toHaveLength(6);
      for (const name of stored) {
        const bytes = readFileSync(join(config.uploadsDir, 'polyglots', name));
        expect(bytes.includes(SMUGGLED)).toBe(false);
        expect(bytes.includes('PK\x03\x04')).toBe(false);
        expect(bytes.equals(original)).toBe(false);
        expect(['webp', 'jpeg']).toContain((await sharp(bytes).metadata()).format);
      }
    });

    it.each([
      ['PNG', pngClaiming(100_000, 100_000), '100,000 × 100,000'],
      ['PNG just over the limit', pngClaiming(10_001, 10_000), '10,001 × 10,000'],
      ['GIF', gifClaiming(65_535, 65_535), '65,535 × 65,535'],
    ])('should refuse a %s decompression bomb from its header, naming its size', async (_name, bomb, size) => {
      expect(bomb.length).toBeLessThan(200);
      await expect(storage.saveImage(upload('bomb.png', bomb), 'bombs', { width: 800, kind: IMAGE_KINDS.gallery })).rejects.toMatchObject({
        response: { statusCode: 413, code: 'TOO_MANY_PIXELS', message: expect.stringContaining(`(${size} pixels)`) },
      });
      expect(filesIn(join(config.uploadsDir, 'bombs'))).toEqual([]);
    });

    it('should take a picture of exactly the pixel limit', async () => {
      // 10,000 x 10,000 is 100 megapixels: let through to decoding, where its cut-off data is found damaged.
      await expect(storage.saveImage(upload('limit.png', pngClaiming(10_000, 10_000)), 'limit', { width: 800, kind: IMAGE_KINDS.gallery })).rejects.toMatchObject({
        response: { statusCode: 415, message: UPLOAD_MESSAGES.damaged },
      });
    });
  });

  describe('when the storage fails', () => {
    // The six files of this picture take about 16 KB, the main WebP about 2 KB of it.
    it.each([0, 1, 3_000, 12_000])(
      'should refuse the upload with 507 when the disk fills after %p bytes, leaving no part of the picture',
      async (room) => {
        const dir = mkdtempSync(join(tmpdir(), 'trailside-full-'));
        const disk = new FullDisk(dir, room);
        const fullDisk = new ImageStorageService(disk);
        await expect(fullDisk.saveImage(await pngFile(config.tmpDir, 1200, 900), 'blogs', { width: 1600, kind: IMAGE_KINDS.blog })).rejects.toMatchObject({
          response: { statusCode: 507, code: 'STORAGE_FAILED', message: UPLOAD_MESSAGES.notStored },
        });
        // With room for some, whole files were written before the one that did not fit, and went again.
        expect(disk.wholeFiles > 0).toBe(room >= 3_000);
        expect(filesIn(join(dir, 'blogs'))).toEqual([]);
        rmSync(dir, { recursive: true, force: true });
      },
    );

    it('should refuse the upload with 503 when the uploads folder cannot be written', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'trailside-blocked-'));
      // A file where the folder should be: no one, not even root, can write inside it.
      writeFileSync(join(dir, 'blogs'), '');
      const blocked = new ImageStorageService(new LocalFileStorage(dir));
      await expect(blocked.saveImage(await pngFile(config.tmpDir, 300, 200), 'blogs', { width: 1600, kind: IMAGE_KINDS.blog })).rejects.toMatchObject({
        response: { statusCode: 503, code: 'STORAGE_FAILED', message: UPLOAD_MESSAGES.notStored },
      });
      expect(readdirSync(dir)).toEqual(['blogs']);
      rmSync(dir, { recursive: true, force: true });
    });

    it('should keep the record and its old picture when the new picture cannot be stored', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'trailside-full-'));
      const fullDisk = new ImageStorageService(new FullDisk(dir, 10));
      const post = { imagePath: 'blogs/old.webp' as string | null };
      const save = jest.fn(async () => undefined);
      await expect(fullDisk.saveWithImage(post, await pngFile(config.tmpDir, 300, 200), 'blogs', { width: 1600, kind: IMAGE_KINDS.blog }, save)).rejects.toMatchObject({
        response: { statusCode: 507 },
      });
      expect(save).not.toHaveBeenCalled();
      expect(post.imagePath).toBe('blogs/old.webp');
      rmSync(dir, { recursive: true, force: true });
    });
  });
});
