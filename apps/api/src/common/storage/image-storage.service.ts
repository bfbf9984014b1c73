import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, rm } from 'node:fs/promises';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import type { ImageKind } from '@trailside/domain/api/image-types';
import { IMAGE_VARIANT_WIDTHS, imageVariantOf, imageVariantPaths } from '@trailside/domain/api/image-variants';
import sharp from 'sharp';
import { CONFIG, type Config } from '../../config/config';
import { problem } from '../errors/problem';

export const imageMessageFor = (kind: ImageKind) => `That file is not a picture we can take here. Please choose a ${kind.names} picture.`;

/** JPEG has no transparency: see-through parts of a PNG become the page's paper white, not black. */
const JPEG_BACKGROUND = '#fffdf8';

export interface ImageSize {
  width: number;
  height?: number;
  /** Which pictures the form takes, judged by the file's content (sharp reads its magic bytes), never its name. */
  kind: ImageKind;
}

/**
 * Keeps uploaded pictures under DATA_DIR/uploads. Every picture is decoded and re-encoded, so what we
 * store and serve is always a clean image of a size we chose, under a name we chose: the main WebP
 * (whose path is returned and recorded), a JPEG beside it, and smaller widths of both for `srcset`
 * (names from @trailside/domain/api/image-variants).
 */
@Injectable()
export class ImageStorageService {
  constructor(@Inject(CONFIG) private readonly config: Config) {}

  /** Re-encodes an uploaded temp file into `folder` and returns its stored path (relative to uploads). */
  async saveImage(tempFile: string, folder: string, { kind, ...size }: ImageSize): Promise<string> {
    const format = await sharp(tempFile)
      .metadata()
      .then((metadata) => metadata.format)
      .catch(() => undefined);
    if (!format || !kind.formats.includes(format)) throw unreadable(kind);

    const storedPath = `${folder}/${randomUUID()}.webp`;
    const files = imageVariantPaths(storedPath).map((path) => this.absolute(path));
    await mkdir(dirname(files[0]), { recursive: true });
    try {
      // Decode, turn upright and crop once; every variant is drawn from these pixels.
      const { data, info } = await sharp(tempFile, { failOn: 'error' })
        .rotate()
        .resize({ ...size, fit: 'cover', withoutEnlargement: true })
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
      const encode = (width: number | null, format: 'webp' | 'jpg') => {
        const sized = width === null ? pixels() : pixels().resize({ width, withoutEnlargement: true });
        const target = this.absolute(imageVariantOf(storedPath, width, format));
        // Effort and plain libjpeg keep an upload (and the first start's sample seeding) quick on a small server.
        return format === 'webp'
          ? sized.webp({ quality: 80, effort: 2 }).toFile(target)
          : sized.flatten({ background: JPEG_BACKGROUND }).jpeg({ quality: 80 }).toFile(target);
      };
      // A variant as wide as the main picture would be the same file: encode the main one once and copy it.
      const smaller = IMAGE_VARIANT_WIDTHS.filter((width) => width < info.width);
      const copies = IMAGE_VARIANT_WIDTHS.filter((width) => width >= info.width);
      await Promise.all([encode(null, 'webp'), encode(null, 'jpg'), ...smaller.flatMap((width) => [encode(width, 'webp'), encode(width, 'jpg')])]);
      const writes = copies.flatMap((width) =>
        (['webp', 'jpg'] as const).map((format) =>
          copyFile(this.absolute(imageVariantOf(storedPath, null, format)), this.absolute(imageVariantOf(storedPath, width, format))),
        ),
      );
      await Promise.all(writes);
    } catch {
      await Promise.all(files.map((file) => rm(file, { force: true })));
      throw unreadable(kind);
    }
    return storedPath;
  }

  /**
   * Saves `entity` with the picture in `tempFile` (if one came): the new file is stored first and the old
   * one removed only once `save` has recorded the new path; if saving fails, the new file goes and the old
   * one stays, so the database never points at a missing picture.
   */
  async saveWithImage<T extends { imagePath: string | null }>(
    entity: T,
    tempFile: string | undefined,
    folder: string,
    size: ImageSize,
    save: () => Promise<void>,
  ): Promise<T> {
    const oldImage = entity.imagePath;
    if (tempFile) entity.imagePath = await this.saveImage(tempFile, folder, size);
    try {
      await save();
    } catch (error) {
      if (entity.imagePath !== oldImage) await this.remove(entity.imagePath);
      throw error;
    }
    if (entity.imagePath !== oldImage) await this.remove(oldImage);
    return entity;
  }

  urlOf(storedPath: string | null): string | null {
    return storedPath ? `/uploads/${storedPath}` : null;
  }

  /** Removes a stored picture and all its variants. Only paths the database recorded come here, and they must stay inside uploads. */
  async remove(storedPath: string | null): Promise<void> {
    if (!storedPath) return;
    const files = imageVariantPaths(storedPath).map((path) => this.absolute(path));
    await Promise.all(files.map((file) => rm(file, { force: true })));
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

/** 415: the upload is not a kind of file we take, whatever its name or claimed type says. */
function unreadable(kind: ImageKind) {
  return problem(415, 'INVALID_IMAGE', imageMessageFor(kind));
}
