import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { assertStoredPath, type FileStorage } from './file-storage';

/** Pictures in a folder on this machine (DATA_DIR/uploads), served by the API itself on /uploads. */
export class LocalFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  async write(path: string, data: Buffer): Promise<void> {
    const target = this.absolute(path);
    await mkdir(dirname(target), { recursive: true });
    // Written under a hidden name (never served) and renamed when whole: a full disk leaves no torn picture.
    const partial = join(dirname(target), `.${randomUUID()}.partial`);
    try {
      await writeFile(partial, data, { flag: 'wx' });
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async read(path: string): Promise<Buffer> {
    return readFile(this.absolute(path));
  }

  async remove(paths: readonly string[]): Promise<void> {
    const files = paths.map((path) => this.absolute(path));
    await Promise.all(files.map((file) => rm(file, { force: true })));
  }

  urlOf(path: string): string {
    return `/uploads/${path}`;
  }

  private absolute(path: string): string {
    assertStoredPath(path);
    return join(this.root, path);
  }
}
