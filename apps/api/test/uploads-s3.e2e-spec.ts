import { readdirSync } from 'node:fs';
import { imageVariantPaths, srcSetCandidates } from '@trailside/domain/api/image-variants';
import { UPLOAD_MESSAGES } from '@trailside/domain/api/upload-messages';
import { HOME_SLIDES } from '@trailside/domain/home-slider/home-slider';
import sharp from 'sharp';
import { BlogPost } from '../src/blogs/blog.entity';
import { countRows } from './support/database';
import { heicPhoto, pngPicture } from './support/images';
import { startTestS3, type TestS3 } from './support/s3';
import { ADMIN, bearer, logIn, startTestApp, type TestApp } from './support/test-app';

// Its own file: one app per process, since passport keeps the JWT strategy of the app started last.
// The app keeps its pictures in a real S3-compatible server, and starts with the sample content.
let s3: TestS3;
let test: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  s3 = await startTestS3();
  test = await startTestApp({ ...s3.env, SAMPLE_CONTENT: 'true' });
  admin = bearer(await logIn(test, ADMIN.email, ADMIN.password));
}, 120_000);
afterAll(async () => {
  await test.close();
  await s3.close();
});

/** The picture at `url` as a browser gets it: straight from the bucket. */
async function fetchPicture(url: string): Promise<{ status: number; type: string | null; format?: string }> {
  const response = await fetch(url);
  if (response.status !== 200) return { status: response.status, type: null };
  const { format } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
  return { status: response.status, type: response.headers.get('content-type'), format };
}

const S3_PICTURE = () => new RegExp(`^${s3.publicUrl}/[a-z-]+/[0-9a-f-]{36}\\.webp$`);

it('should keep nothing in the local uploads folder', () => {
  expect(readdirSync(test.config.uploadsDir)).toEqual([]);
});

it('should put every sample picture in the bucket, each address and srcset candidate readable there', async () => {
  const [blogs, teachers, gallery, events] = await Promise.all(
    ['/api/blogs?query={"limit":50}', '/api/teachers', '/api/gallery?query={"limit":50}', '/api/socialEvents'].map(async (path) => (await test.http().get(path).expect(200)).body),
  );
  const urls: string[] = [...blogs.blogs, ...teachers.teachers, ...gallery.gallery, ...events.socialEvents]
    .map((item: { imageUrl: string | null }) => item.imageUrl)
    .filter((url): url is string => url !== null);
  expect(urls.length).toBeGreaterThan(10);
  for (const url of urls) expect(url).toMatch(S3_PICTURE());
  for (const candidate of [...srcSetCandidates(urls[0]), ...srcSetCandidates(urls[0], 'jpg')]) {
    expect(candidate.url.startsWith(`${s3.publicUrl}/`)).toBe(true);
    expect(await fetchPicture(candidate.url)).toMatchObject({ status: 200, type: candidate.url.endsWith('.webp') ? 'image/webp' : 'image/jpeg' });
  }
});

it("should send the home slider's fixed /uploads addresses on to the bucket, where the slides are", async () => {
  for (const slide of [HOME_SLIDES[0], HOME_SLIDES[7]]) {
    for (const path of [slide.src, slide.small, slide.fallback]) {
      const redirect = await test.http().get(path).expect(302);
      expect(redirect.headers.location).toBe(`${s3.publicUrl}${path.replace(/^\/uploads/, '')}`);
      expect(await fetchPicture(redirect.headers.location)).toMatchObject({ status: 200, format: path.endsWith('.jpg') ? 'jpeg' : 'webp' });
    }
  }
});

it("should let pages show pictures from the bucket's address (Content-Security-Policy)", async () => {
  const response = await test.http().get('/api/health');
  expect(response.headers['content-security-policy']).toMatch(new RegExp(`img-src 'self' data: blob: ${new URL(s3.publicUrl).origin}`));
});

it('should store, replace and delete a post picture in the bucket, with every variant', async () => {
  const created = await test
    .http()
    .post('/api/blogs')
    .set(admin)
    .field('payload', JSON.stringify({ title: 'Bucket day', text: 'Pictures in the cloud.' }))
    .attach('image', await pngPicture(1200, 800), 'first.png')
    .expect(201);
  const first: string = created.body.blog.imageUrl;
  expect(first).toMatch(S3_PICTURE());
  for (const url of imageVariantPaths(first)) expect((await fetchPicture(url)).status).toBe(200);

  const replaced = await test
    .http()
    .put('/api/blogs')
    .set(admin)
    .field('payload', JSON.stringify({ id: created.body.blog.id }))
    .attach('image', await pngPicture(600, 400), 'second.png')
    .expect(200);
  const second: string = replaced.body.blog.imageUrl;
  expect(second).not.toBe(first);
  for (const url of imageVariantPaths(first)) expect((await fetchPicture(url)).status).toBe(404);
  for (const url of imageVariantPaths(second)) expect((await fetchPicture(url)).status).toBe(200);

  await test.http().delete('/api/blogs').set(admin).send({ id: created.body.blog.id, imagePath: 'blogs/not-this-one.webp' }).expect(200);
  for (const url of imageVariantPaths(second)) expect((await fetchPicture(url)).status).toBe(404);
});

it('should store a HEIC flyer in the bucket', async () => {
  const response = await test
    .http()
    .post('/api/socialEvents')
    .set(admin)
    .field('eventDate', String(Math.floor(Date.now() / 1000) + 86_400 * 30))
    .attach('image', heicPhoto(), 'IMG_0100.HEIC')
    .expect(201);
  expect(response.body.socialEvent.imageUrl).toMatch(S3_PICTURE());
  expect(await fetchPicture(response.body.socialEvent.imageUrl)).toMatchObject({ status: 200, type: 'image/webp', format: 'webp' });
});

it('should refuse an upload in plain words when the bucket cannot be reached, and record nothing', async () => {
  const posts = await countRows(test, BlogPost);
  await s3.stop();
  const response = await test
    .http()
    .post('/api/blogs')
    .set(admin)
    .field('payload', JSON.stringify({ title: 'Offline', text: 'The bucket is away.' }))
    .attach('image', await pngPicture(), 'offline.png')
    .expect(503);
  expect(response.body).toEqual({ statusCode: 503, code: 'STORAGE_FAILED', message: UPLOAD_MESSAGES.notStored });
  expect(await countRows(test, BlogPost)).toBe(posts);
});
