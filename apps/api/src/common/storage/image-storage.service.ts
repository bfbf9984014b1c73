import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import sharp from 'sharp';
import { CONFIG, type Config } from '../../config/config';
import { problem } from '../errors/problem';

/** Formats we accept, judged by the file's content; the name and the browser's claimed type are ignored. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

const IMAGE_MESSAGES = {
  unreadable: 'That file is not a picture we can read. Please choose a JPG, PNG, GIF or WebP image.',
} as const;

export interface ImageSize {
  width: number;
  height?: number;
}

/**
 * Keeps uploaded pictures under DATA_DIR/uploads. Every picture is decoded and re-encoded, so what we
 * store and serve is always a clean image of a size we chose, under a name we chose.
 */
@Injectable()
export class ImageStorageService {
  constructor(@Inject(CONFIG) private readonly config: Config) {}

  /** Re-encodes an uploaded temp file into `folder` and returns its stored path (relative to uploads). */
  async saveImage(tempFile: string, folder: string, size: ImageSize): Promise<string> {
    const format = await sharp(tempFile)
      .metadata()
      .then((metadata) => metadata.format)
      .catch(() => undefined);
    if (!format || !ACCEPTED_FORMATS.has(format)) throw problem(400, 'INVALID_IMAGE', IMAGE_MESSAGES.unreadable);

    const storedPath = `${folder}/${randomUUID()}.webp`;
    const target = this.absolute(storedPath);
    await mkdir(dirname(target), { recursive: true });
    try {
      await sharp(tempFile, { failOn: 'error' })
        .rotate()
        .resize({ ...size, fit: 'cover', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toFile(target);
    } catch {
      await rm(target, { force: true });
      throw problem(400, 'INVALID_IMAGE', IMAGE_MESSAGES.unreadable);
    }
    return storedPath;
  }

  urlOf(storedPath: string | null): string | null {
    return storedPath ? `/uploads/${storedPath}` : null;
  }

  /** Removes a stored picture. Only paths the database recorded come here, and they must stay inside uploads. */
  async remove(storedPath: string | null): Promise<void> {
    if (storedPath) await rm(this.absolute(storedPath), { force: true });
  }

  private absolute(storedPath: string): string {
    const target = resolve(this.config.uploadsDir, storedPath);
    const inside = relative(this.config.uploadsDir, target);
    if (!inside || inside.split(sep)[0] === '..' || isAbsolute(inside)) {
      throw problem(400, 'INVALID_PATH', 'That file path is not one of ours.');
    }
    return target;
  }
}
