import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { startTestS3, type TestS3 } from '../../../test/support/s3';
import { type Config, loadConfig } from '../../config/config';
import type { FileStorage } from './file-storage';
import { openFileStorage } from './open-file-storage';
import { serveUploads } from './serve-uploads';

interface Backend {
  storage: FileStorage;
  config: Config;
  /** What a browser gets at the file's address. */
  read: (path: string) => Promise<Response>;
  close: () => Promise<void>;
}

/** The local folder, served over real HTTP by the same /uploads handler the app uses. */
async function localBackend(): Promise<Backend> {
  const config = loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'trailside-files-')) });
  const app = express();
  serveUploads(app, config);
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const { port } = server.address() as { port: number };
  const storage = await openFileStorage(config);
  return {
    storage,
    config,
    read: (path) => fetch(`http://127.0.0.1:${port}${storage.urlOf(path)}`),
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

/** A real S3-compatible server; the browser reads from S3_PUBLIC_URL. */
async function s3Backend(): Promise<Backend & { s3: TestS3 }> {
  const s3 = await startTestS3();
  const config = loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'trailside-files-')), ...s3.env });
  const storage = await openFileStorage(config);
  return {
    s3,
    storage,
    config,
    read: (path) => fetch(storage.urlOf(path)),
    close: async () => {
      (storage as FileStorage & { onModuleDestroy: () => void }).onModuleDestroy();
      await s3.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

const PICTURE = Buffer.from('RIFF0000WEBPVP8 not really, but bytes are bytes');

describe.each([
  ['the local folder', localBackend],
  ['an S3-compatible bucket', s3Backend],
])('file storage in %s', (_name, open) => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await open();
  });
  afterAll(() => backend.close());

  it('should store a file whole and serve it at its address with the type it was stored as', async () => {
    await backend.storage.write('blogs/a1.webp', PICTURE, 'image/webp');
    const response = await backend.read('blogs/a1.webp');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PICTURE);
  });

  it('should read a file back whole for the API to hand out itself', async () => {
    await backend.storage.write('agreements/f6.pdf', Buffer.from('%PDF-1.7 signed'), 'application/pdf');
    expect(await backend.storage.read('agreements/f6.pdf')).toEqual(Buffer.from('%PDF-1.7 signed'));
    await expect(backend.storage.read('../jwt-secret')).rejects.toMatchObject({ response: { code: 'INVALID_PATH' } });
  });

  it('should give a JPEG its own type', async () => {
    await backend.storage.write('blogs/a1.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xd9]), 'image/jpeg');
    expect((await backend.read('blogs/a1.jpg')).headers.get('content-type')).toBe('image/jpeg');
  });

  it('should replace a file written again under the same path', async () => {
    await backend.storage.write('home-slider/slide-1.webp', Buffer.from('first'), 'image/webp');
    await backend.storage.write('home-slider/slide-1.webp', Buffer.from('second'), 'image/webp');
    expect(await (await backend.read('home-slider/slide-1.webp')).text()).toBe('second');
  });

  it('should give back a file as it was stored', async () => {
    await backend.storage.write('private/applications/c9', Buffer.from('%PDF-1.7 a report'), 'application/pdf');
    expect((await backend.storage.read('private/applications/c9')).toString()).toBe('%PDF-1.7 a report');
  });

  it('should remove files, and not mind one that is already gone', async () => {
    await backend.storage.write('gallery/b2.webp', PICTURE, 'image/webp');
    await backend.storage.remove(['gallery/b2.webp', 'gallery/never-there.webp']);
    expect((await backend.read('gallery/b2.webp')).status).toBe(404);
  });

  it.each(['../jwt-secret', '../../etc/passwd', '/etc/passwd', 'users/../../jwt-secret', 'users/.htaccess', 'a\0b.webp', 'users//x.webp', ''])(
    'should refuse the path %p for writing and removing',
    async (path) => {
      await expect(backend.storage.write(path, PICTURE, 'image/webp')).rejects.toMatchObject({ response: { code: 'INVALID_PATH' } });
      await expect(backend.storage.remove([path])).rejects.toMatchObject({ response: { code: 'INVALID_PATH' } });
      expect(existsSync(join(backend.config.dataDir, 'jwt-secret'))).toBe(true);
    },
  );
});

describe('file storage in the local folder, when the disk says no', () => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await localBackend();
  });
  afterAll(() => backend.close());

  it('should fail a write it cannot make, and leave no half-written file behind', async () => {
    // A file where the folder should be: no one, not even root, can write inside it.
    writeFileSync(join(backend.config.uploadsDir, 'teachers'), 'in the way');
    await expect(backend.storage.write('teachers/c3.webp', PICTURE, 'image/webp')).rejects.toMatchObject({ code: expect.stringMatching(/^E/) });
    expect(readdirSync(backend.config.uploadsDir)).toEqual(['teachers']);
  });

  it('should serve only pictures: never a hidden half-written file, a page or a script that lands in the folder', async () => {
    const folder = join(backend.config.uploadsDir, 'flyers');
    mkdirSync(folder);
    for (const name of ['.d4.webp.partial', 'page.html', 'drawing.svg', 'run.js', 'agreement.pdf']) writeFileSync(join(folder, name), '<script>alert(1)</script>');
    for (const name of ['.d4.webp.partial', 'page.html', 'drawing.svg', 'run.js', 'agreement.pdf']) {
      expect((await backend.read(`flyers/${name}`)).status).toBe(404);
    }
  });
});

describe('file storage in the local folder, for private files', () => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await localBackend();
  });
  afterAll(() => backend.close());

  it('should never serve a file under the private folder, whatever it is called', async () => {
    for (const path of ['private/applications/d1', 'private/applications/d2.png', 'private/x.jpg']) {
      await backend.storage.write(path, Buffer.from([0x89, 0x50, 0x4e, 0x47]), 'image/png');
      expect((await backend.read(path)).status).toBe(404);
    }
  });
});

describe('file storage in an S3-compatible bucket, when the server is gone', () => {
  it('should fail a write when the server cannot be reached', async () => {
    const backend = await s3Backend();
    await backend.s3.stop();
    await expect(backend.storage.write('blogs/e5.webp', PICTURE, 'image/webp')).rejects.toThrow(/ECONNREFUSED/);
    await backend.close();
  });
});
