import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Logger } from '@nestjs/common';
import { IMAGE_VARIANT_WIDTHS } from '@trailside/domain/api/image-variants';
import sharp from 'sharp';
import type { KeptFile, KeptFiles } from '../common/storage/kept-encodings';

/** What makes the sample pictures what they are: how they are drawn (portraits by DiceBear), how they are encoded. */
const MADE_BY = [
  './sample-pictures',
  './home-slider.sample',
  '../common/storage/image-storage.service',
  // Their package.json files (which name their versions) are not exported: found beside their entry points.
  join(dirname(require.resolve('@dicebear/core')), '../package.json'),
  join(dirname(require.resolve('@dicebear/collection')), '../package.json'),
];

/**
 * Sets made by other versions of that code, kept too: another checkout on the machine may still use them, and the
 * built API (JavaScript) and the test suites (TypeScript) are two versions of the same code.
 */
const VERSIONS_KEPT = 6;

/**
 * The sample content's pictures, drawn and encoded once on a machine and kept for every new install after it.
 * Drawing and encoding them (some fifty pictures, each in six files) took most of a first start: seconds of both cores,
 * over 30 s with other work beside it. A new install now copies what the first one made. The sets live under
 * `folder`, one folder per version of the code that makes them (a change to the drawings or the encodings makes new
 * ones), and each set is written whole under a new name, then renamed into place, so installs starting together never
 * read half of one. Where `folder` cannot be written, each install draws its own, as before.
 */
export class KeptPictures implements KeptFiles {
  private readonly versionDir: string;
  private writable = true;

  constructor(
    folder: string,
    private readonly logger: Logger,
  ) {
    this.versionDir = join(folder, codeVersion());
  }

  async files(key: string, make: () => Promise<KeptFile[]>): Promise<KeptFile[]> {
    const dir = join(this.versionDir, createHash('sha256').update(key).digest('hex'));
    const kept = await readSet(dir);
    if (kept) return kept;
    const made = await make();
    if (this.writable) await this.keep(dir, made);
    return made;
  }

  private async keep(dir: string, files: KeptFile[]): Promise<void> {
    const partial = `${dir}.${randomUUID()}.partial`;
    try {
      const fresh = !(await stat(this.versionDir).catch(() => null));
      await mkdir(partial, { recursive: true });
      await Promise.all(files.map(({ name, data }) => writeFile(join(partial, encodeURIComponent(name)), data)));
      // Another install that kept the same set first wins; ours goes.
      await rename(partial, dir).catch(() => rm(partial, { recursive: true, force: true }));
      if (fresh) await this.forgetOldVersions();
    } catch (error) {
      this.writable = false;
      this.logger.warn(`The sample pictures cannot be kept in ${this.versionDir} (${String(error)}); each new install draws its own.`);
      await rm(partial, { recursive: true, force: true }).catch(() => undefined);
    }
  }

  /** Removes all but the VERSIONS_KEPT most recent sets: a changed drawing leaves its old set behind. */
  private async forgetOldVersions(): Promise<void> {
    const root = join(this.versionDir, '..');
    const versions = await Promise.all((await readdir(root)).map(async (name) => ({ name, modified: (await stat(join(root, name))).mtimeMs })));
    const old = versions.sort((a, b) => b.modified - a.modified).slice(VERSIONS_KEPT);
    await Promise.all(old.map(({ name }) => rm(join(root, name), { recursive: true, force: true })));
  }
}

/** The files of a kept set, or null when there is none (or it cannot be read). */
async function readSet(dir: string): Promise<KeptFile[] | null> {
  try {
    const names = await readdir(dir);
    return await Promise.all(names.map(async (name) => ({ name: decodeURIComponent(name), data: await readFile(join(dir, name)) })));
  } catch {
    return null;
  }
}

/** A hash of the code and libraries that make the pictures: any change to them makes a new set. */
function codeVersion(): string {
  const hash = createHash('sha256');
  for (const source of MADE_BY) hash.update(readFileSync(require.resolve(source)));
  hash.update(JSON.stringify({ sharp: sharp.versions, widths: IMAGE_VARIANT_WIDTHS }));
  return hash.digest('hex').slice(0, 16);
}
