import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { IMAGE_KINDS } from '@trailside/domain/api/image-types';
import { imageVariantPaths } from '@trailside/domain/api/image-variants';
import { UPLOAD_MESSAGES } from '@trailside/domain/api/upload-messages';
import type { Blog } from '@trailside/domain/blogs/blog.types';
import sharp from 'sharp';
import { BlogPost } from '../src/blogs/blog.entity';
import { GalleryImageRecord } from '../src/gallery/gallery-image.entity';
import { SocialEventRecord } from '../src/social-events/social-event.entity';
import { countRows, freshEm } from './support/database';
import {
  SMUGGLED,
  damagedHeic,
  gifThenHtml,
  heicPhoto,
  htmlPage,
  jpegWithCommentAndZip,
  pngClaiming,
  pngPicture,
  svgWithScript,
} from './support/images';
import { ADMIN, bearer, logIn, startTestApp, type TestApp } from './support/test-app';

// Its own file: one app per process, since passport keeps the JWT strategy of the app started last.
let test: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  test = await startTestApp();
  admin = bearer(await logIn(test, ADMIN.email, ADMIN.password));
});
afterAll(() => test.close());

const DAY = 86_400;
const UUID_WEBP = /^\/uploads\/[a-z-]+\/[0-9a-f-]{36}\.webp$/;

function postBlog(picture: Buffer, filename: string, contentType?: string) {
  return test
    .http()
    .post('/api/blogs')
    .set(admin)
    .field('payload', JSON.stringify({ title: 'Harvest day', text: 'The garden gave us forty pumpkins.' }))
    .attach('image', picture, contentType ? { filename, contentType } : filename);
}

function postFlyer(picture: Buffer, filename: string) {
  return test
    .http()
    .post('/api/socialEvents')
    .set(admin)
    .field('title', 'Spring Open House')
    .field('eventDate', String(Math.floor(Date.now() / 1000) + 20 * DAY))
    .attach('image', picture, filename);
}

/** Every file under the data folder outside uploads/, to see that an upload wrote nothing there. */
const filesOutsideUploads = () =>
  readdirSync(test.config.dataDir, { recursive: true, encoding: 'utf8' })
    .filter((path) => !path.startsWith('uploads'))
    .sort();

describe('HEIC flyers', () => {
  it('should take a HEIC photo for a flyer and serve it as a WebP and a JPEG', async () => {
    const response = await postFlyer(heicPhoto(), 'IMG_0042.HEIC').expect(201);
    const imageUrl: string = response.body.socialEvent.imageUrl;
    expect(imageUrl).toMatch(UUID_WEBP);
    const main = await test.http().get(imageUrl).expect(200);
    expect(await sharp(main.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 320, height: 240 });
    const fallback = await test.http().get(imageUrl.replace('.webp', '.jpg')).expect(200);
    expect((await sharp(fallback.body as Buffer).metadata()).format).toBe('jpeg');
  });

  it("should refuse a HEIC for a blog post with the blog form's own message, and write nothing", async () => {
    const response = await postBlog(heicPhoto(), 'IMG_0043.HEIC').expect(415);
    expect(response.body).toMatchObject({ code: 'INVALID_IMAGE', message: UPLOAD_MESSAGES.notTaken(IMAGE_KINDS.blog) });
    expect(response.body.message).toBe('That file is not a picture we can take here. Please choose a JPG or PNG picture.');
    expect(await countRows(test, BlogPost)).toBe(0);
  });

  it('should refuse a damaged HEIC flyer in plain words, not with a server error', async () => {
    const before = await countRows(test, SocialEventRecord);
    const response = await postFlyer(damagedHeic(), 'IMG_0044.HEIC').expect(415);
    expect(response.body).toEqual({ statusCode: 415, code: 'INVALID_IMAGE', message: UPLOAD_MESSAGES.damaged });
    expect(await countRows(test, SocialEventRecord)).toBe(before);
  });
});

describe('hostile uploads', () => {
  it.each([
    ['an SVG with a script, named and typed as a PNG', svgWithScript(), 'sunflowers.png', 'image/png'],
    ['a web page renamed .jpg', htmlPage(), 'portrait.jpg', 'image/jpeg'],
    ['a script with no picture in it', Buffer.from('#!/bin/sh\nrm -rf /\n'), 'photo.jpeg', 'image/jpeg'],
  ])('should refuse %s by its content with 415, and write nothing', async (_name, content, filename, contentType) => {
    const response = await postBlog(content, filename, contentType).expect(415);
    expect(response.body).toEqual({ statusCode: 415, code: 'INVALID_IMAGE', message: UPLOAD_MESSAGES.notTaken(IMAGE_KINDS.blog) });
    expect(await countRows(test, BlogPost)).toBe(0);
    expect(existsSync(join(test.config.uploadsDir, 'blogs')) ? readdirSync(join(test.config.uploadsDir, 'blogs')) : []).toEqual([]);
  });

  it('should refuse a decompression bomb from its header with 413, naming its size, and write nothing', async () => {
    const response = await test
      .http()
      .post('/api/gallery')
      .set(admin)
      .field('groupLabel', 'Garden')
      .attach('images', pngClaiming(100_000, 100_000), 'tiny.png')
      .expect(413);
    expect(response.body).toEqual({ statusCode: 413, code: 'TOO_MANY_PIXELS', message: UPLOAD_MESSAGES.tooManyPixels(100_000, 100_000) });
    expect(await countRows(test, GalleryImageRecord)).toBe(0);
  });

  it.each([
    ['a GIF followed by a web page', gifThenHtml],
    ['a JPEG carrying a script and a ZIP archive', jpegWithCommentAndZip],
  ])('should store and serve only the re-encoded picture of %s', async (_name, make) => {
    const original = await make();
    const response = await test.http().post('/api/gallery').set(admin).field('groupLabel', 'Art').attach('images', original, 'art.gif').expect(201);
    const [picture] = response.body.gallery;
    for (const url of imageVariantPaths(picture.imageUrl)) {
      const served = await test.http().get(url).expect(200);
      const bytes = served.body as Buffer;
      expect(served.headers['content-type']).toBe(url.endsWith('.webp') ? 'image/webp' : 'image/jpeg');
      expect(bytes.includes(SMUGGLED)).toBe(false);
      expect(bytes.includes('PK\x03\x04')).toBe(false);
      expect(bytes.equals(original)).toBe(false);
    }
  });

  it('should serve stored pictures with their own type and nosniff, so a browser never reads one as a page', async () => {
    const response = await postBlog(await pngPicture(), 'garden.png').expect(201);
    const imageUrl: string = response.body.blog.imageUrl;
    const webp = await test.http().get(imageUrl).expect(200);
    expect(webp.headers).toMatchObject({ 'content-type': 'image/webp', 'x-content-type-options': 'nosniff' });
    const jpeg = await test.http().get(imageUrl.replace('.webp', '-480.jpg')).expect(200);
    expect(jpeg.headers).toMatchObject({ 'content-type': 'image/jpeg', 'x-content-type-options': 'nosniff' });
    await test.http().delete('/api/blogs').set(admin).send({ id: response.body.blog.id }).expect(200);
  });

  it.each([
    ['path traversal', '../../escaped.png'],
    ['an absolute path', '/etc/cron.d/escaped.png'],
    ['a very long name', `${'a'.repeat(600)}.png`],
    ['unicode', 'Jardín de las niñas 🌻.png'],
    ['a web server setting file', '.htaccess'],
    ['Windows separators', '..\\..\\escaped.png'],
  ])('should never let a file name with %s become a path', async (_name, filename) => {
    const before = filesOutsideUploads();
    const response = await postBlog(await pngPicture(), filename).expect(201);
    const blog = response.body.blog as Blog;
    expect(blog.imageUrl).toMatch(UUID_WEBP);
    expect(filesOutsideUploads()).toEqual(before);
    for (const escaped of ['escaped.png', '../escaped.png', '../../escaped.png', '.htaccess', 'uploads/.htaccess']) {
      expect(existsSync(join(test.config.dataDir, escaped))).toBe(false);
    }
    const uploads = readdirSync(test.config.uploadsDir, { recursive: true, encoding: 'utf8' });
    expect(uploads.every((path) => /^[a-z-]+(\/[0-9a-f-]{36}(-\d+)?\.(webp|jpg))?$/.test(path))).toBe(true);
    await test.http().delete('/api/blogs').set(admin).send({ id: blog.id }).expect(200);
  });

  it('should refuse a file name with a NUL byte in plain words, and write nothing', async () => {
    const before = filesOutsideUploads();
    const response = await postBlog(await pngPicture(), 'garden.png\0.php').expect(400);
    expect(response.body).toEqual({ statusCode: 400, code: 'MALFORMED_UPLOAD', message: UPLOAD_MESSAGES.malformed });
    expect(filesOutsideUploads()).toEqual(before);
    expect(await countRows(test, BlogPost)).toBe(0);
  });
});

describe('when the uploads folder cannot be written', () => {
  /**
   * Makes folders read-only for a test. Root may write anywhere despite the mode, so there they are made
   * immutable instead (chattr +i, on ext4). Either way the lock is checked, so the test cannot pass unlocked.
   */
  function lock(...folders: string[]): () => void {
    const root = process.getuid?.() === 0;
    const unlock = () => folders.forEach((folder) => (root ? execFileSync('chattr', ['-i', folder]) : chmodSync(folder, 0o755)));
    for (const folder of folders) {
      if (root) execFileSync('chattr', ['+i', folder]);
      else chmodSync(folder, 0o555);
    }
    const writable = folders.filter((folder) => {
      try {
        writeFileSync(join(folder, 'probe.webp'), '');
        return true;
      } catch {
        return false;
      }
    });
    if (!writable.length) return unlock;
    unlock();
    throw new Error(`Could not make ${writable.join(', ')} read-only for this test`);
  }

  /** The uploads folder and every folder in it. */
  const uploadFolders = () => [
    test.config.uploadsDir,
    ...readdirSync(test.config.uploadsDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(test.config.uploadsDir, entry.name)),
  ];

  it('should refuse a new post with its picture in plain words, and record nothing', async () => {
    const posts = await countRows(test, BlogPost);
    const unlock = lock(...uploadFolders());
    try {
      const response = await postBlog(await pngPicture(400, 300), 'garden.png').expect(503);
      expect(response.body).toEqual({ statusCode: 503, code: 'STORAGE_FAILED', message: UPLOAD_MESSAGES.notStored });
      expect(response.body.message).toBe("The school's server could not store the picture. Nothing was saved. Please try again later or tell the office.");
    } finally {
      unlock();
    }
    expect(await countRows(test, BlogPost)).toBe(posts);
  });

  it('should answer 503 in plain words when DATA_DIR/tmp, where uploads arrive, cannot be written', async () => {
    const posts = await countRows(test, BlogPost);
    const unlock = lock(test.config.tmpDir);
    try {
      const response = await postBlog(await pngPicture(400, 300), 'garden.png').expect(503);
      expect(response.body).toEqual({ statusCode: 503, code: 'STORAGE_FAILED', message: UPLOAD_MESSAGES.notStored });
    } finally {
      unlock();
    }
    expect(await countRows(test, BlogPost)).toBe(posts);
  });

  it('should keep a post and its old picture when a new picture cannot be stored', async () => {
    const created = await postBlog(await pngPicture(), 'first.png').expect(201);
    const { id, imagePath } = created.body.blog as Blog & { imagePath: string };
    const filesBefore = readdirSync(join(test.config.uploadsDir, 'blogs')).sort();
    const unlock = lock(...uploadFolders());
    try {
      const response = await test
        .http()
        .put('/api/blogs')
        .set(admin)
        .field('payload', JSON.stringify({ id, title: 'Harvest day, with a new picture' }))
        .attach('image', await pngPicture(80, 60), 'second.png')
        .expect(503);
      expect(response.body.message).toBe(UPLOAD_MESSAGES.notStored);
    } finally {
      unlock();
    }
    const blogs = join(test.config.uploadsDir, 'blogs');
    const post = await freshEm(test).findOneOrFail(BlogPost, { id });
    expect(post).toMatchObject({ imagePath, title: 'Harvest day' });
    expect(readdirSync(blogs).sort()).toEqual(filesBefore);
    await test.http().get(`/uploads/${imagePath}`).expect(200);
  });
});
