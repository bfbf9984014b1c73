import { createHash, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { HttpException, Inject, Injectable, Logger } from '@nestjs/common';
import { type ImageKind, MAX_IMAGE_PIXELS } from '@trailside/domain/api/image-types';
import { IMAGE_VARIANT_WIDTHS, imageVariantOf, imageVariantPaths } from '@trailside/domain/api/image-variants';
import { UPLOAD_MESSAGES } from '@trailside/domain/api/upload-messages';
import sharp from 'sharp';
import { problem } from '../errors/problem';
import { FILE_STORAGE, type FileStorage, assertStoredPath } from './file-storage';
import { decodeHeic, type RawPicture } from './heic';
import { keptEncodings, type KeptFiles } from './kept-encodings';

/** JPEG has no transparency: see-through parts of a PNG become the page's paper white, not black. */
const JPEG_BACKGROUND = '#fffdf8';

const CONTENT_TYPES = { webp: 'image/webp', jpg: 'image/jpeg' } as const;

export interface ImageSize {
  width: number;
  height?: number;
  /** Which pictures the form takes, judged by the file's content (sharp reads its magic bytes), never its name. */
  kind: ImageKind;
}

interface EncodedFile {
  path: string;
  data: Buffer;
  contentType: string;
}

/**
 * Turns uploads into stored pictures. Every picture is checked from its header (kind, pixel count),
 * decoded and re-encoded, so what we store and serve is always a clean image of a size we chose, under a
 * name we chose: the main WebP (whose path is returned and recorded), a JPEG beside it, and smaller widths
 * of both for `srcset` (names from @trailside/domain/api/image-variants). Where the files go is the
 * FileStorage's business (a local folder or an S3 bucket).
 */
@Injectable()
export class ImageStorageService {
  private readonly logger = new Logger('Pictures');

  constructor(@Inject(FILE_STORAGE) private readonly files: FileStorage) {}

  /** Re-encodes an uploaded temp file into `folder` and returns its stored path (relative to the uploads). */
  async saveImage(tempFile: string, folder: string, { kind, ...size }: ImageSize): Promise<string> {
    const storedPath = `${folder}/${randomUUID()}.webp`;
    const encode = async (path: string) => encodeVariants(await this.decode(tempFile, kind, size), path);
    const kept = keptEncodings.getStore();
    await this.store(kept ? await keptVariants(kept, tempFile, `${JSON.stringify(size)} ${kind.formats.join(',')}`, storedPath, encode) : await encode(storedPath));
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
    return storedPath ? this.files.urlOf(storedPath) : null;
  }

  /**
   * Removes a stored picture and all its variants. Only paths the database recorded come here, and they
   * must stay inside the uploads. Callers remove the record first: a file the storage cannot remove now is
   * logged and left behind (never shown again), rather than failing a delete that already happened.
   */
  async remove(storedPath: string | null): Promise<void> {
    if (!storedPath) return;
    assertStoredPath(storedPath);
    await this.files.remove(imageVariantPaths(storedPath)).catch((error: unknown) => {
      this.logger.warn(`Could not remove the picture ${storedPath}; its files stay in storage: ${String(error)}`);
    });
  }

  /** Upright, cropped RGBA pixels: checked from the header first, so a bomb or a stranger is never decoded. */
  private async decode(tempFile: string, kind: ImageKind, size: Omit<ImageSize, 'kind'>): Promise<RawPicture> {
    // The header only, at any size (sharp's own limit would hide a bomb's size behind "not a picture").
    const header = await sharp(tempFile, { limitInputPixels: false })
      .metadata()
      .catch(() => undefined);
    if (!header?.format || !kind.formats.includes(header.format)) throw problem(415, 'INVALID_IMAGE', UPLOAD_MESSAGES.notTaken(kind));
    const { width = 0, height = 0 } = header;
    if (width * height > MAX_IMAGE_PIXELS) throw problem(413, 'TOO_MANY_PIXELS', UPLOAD_MESSAGES.tooManyPixels(width, height));
    try {
      const image =
        header.format === 'heif' && header.compression === 'hevc'
          ? await decodeHeic(tempFile).then(({ data, info }) => sharp(data, { raw: info }))
          : sharp(tempFile, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS });
      const { data, info } = await image
        .rotate()
        .resize({ ...size, fit: 'cover', withoutEnlargement: true })
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      return { data, info: { width: info.width, height: info.height, channels: 4 } };
    } catch {
      throw problem(415, 'INVALID_IMAGE', UPLOAD_MESSAGES.damaged);
    }
  }

  /**
   * Writes every file, or none: if one write fails (a full disk, a folder we may not write, an unreachable
   * bucket), the ones already written are removed and the upload is refused in plain words.
   */
  private async store(encoded: EncodedFile[]): Promise<void> {
    const writes = await Promise.allSettled(encoded.map(({ path, data, contentType }) => this.files.write(path, data, contentType)));
    const failure = writes.find((write) => write.status === 'rejected');
    if (!failure) return;
    const reason: unknown = failure.reason;
    this.logger.error(`Could not store the picture ${encoded[0].path}: ${reason instanceof Error ? reason.stack : String(reason)}`);
    await this.files.remove(encoded.map(({ path }) => path)).catch((error: unknown) => {
      this.logger.warn(`Could not remove the part of ${encoded[0].path} already written: ${String(error)}`);
    });
    if (reason instanceof HttpException) throw reason;
    throw storageProblem(reason);
  }
}

/** The server's disk failing to take a file: 507 when it is full, 503 otherwise (a folder it may not write, a broken disk). */
export function storageProblem(reason: unknown): HttpException {
  const full = ['ENOSPC', 'EDQUOT'].includes((reason as NodeJS.ErrnoException).code ?? '');
  return problem(full ? 507 : 503, 'STORAGE_FAILED', UPLOAD_MESSAGES.notStored);
}

/** Whether `error` is the file system refusing (a Node errno such as EACCES, ENOTDIR, EROFS, ENOSPC), not a bug. */
export const isFileSystemError = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && typeof (error as NodeJS.ErrnoException).syscall === 'string' && typeof (error as NodeJS.ErrnoException).code === 'string';

/**
 * A picture's files from what `kept` holds for its bytes and `how` it is stored, made by `encode` the first time (see
 * keptEncodings), then named after `storedPath`: a kept file is named by what follows the stem ("-480.webp").
 */
async function keptVariants(kept: KeptFiles, tempFile: string, how: string, storedPath: string, encode: (path: string) => Promise<EncodedFile[]>): Promise<EncodedFile[]> {
  const key = `${createHash('sha256').update(await readFile(tempFile)).digest('hex')} ${how}`;
  const files = await kept.files(key, async () => (await encode(KEPT_STEM + '.webp')).map(({ path, data }) => ({ name: path.slice(KEPT_STEM.length), data })));
  const stem = storedPath.replace(/\.webp$/, '');
  return files.map(({ name, data }) => ({ path: stem + name, data, contentType: name.endsWith('.webp') ? CONTENT_TYPES.webp : CONTENT_TYPES.jpg }));
}

/** The stem kept encodings are made under, then renamed from. */
const KEPT_STEM = 'kept/picture';

/** The main WebP and JPEG and their smaller widths, in memory until all are made. */
async function encodeVariants({ data, info }: RawPicture, storedPath: string): Promise<EncodedFile[]> {
  const pixels = () => sharp(data, { raw: info });
  const encode = async (width: number | null, format: 'webp' | 'jpg'): Promise<EncodedFile> => {
    const sized = width === null ? pixels() : pixels().resize({ width });
    // Effort and plain libjpeg keep an upload (and the first start's sample seeding) quick on a small server.
    const encoded =
      format === 'webp'
        ? sized.webp({ quality: 80, effort: 2 })
        : sized.flatten({ background: JPEG_BACKGROUND }).jpeg({ quality: 80 });
    return { path: imageVariantOf(storedPath, width, format), data: await encoded.toBuffer(), contentType: CONTENT_TYPES[format] };
  };
  // A variant as wide as the main picture would be the same picture: it gets the main one's bytes.
  const main = await Promise.all([encode(null, 'webp'), encode(null, 'jpg')]);
  const smaller = await Promise.all(
    IMAGE_VARIANT_WIDTHS.filter((width) => width < info.width).flatMap((width) => [encode(width, 'webp'), encode(width, 'jpg')]),
  );
  const copies = IMAGE_VARIANT_WIDTHS.filter((width) => width >= info.width).flatMap((width) =>
    main.map((file, index) => ({ ...file, path: imageVariantOf(storedPath, width, index === 0 ? 'webp' : 'jpg') })),
  );
  return [...main, ...smaller, ...copies];
}
