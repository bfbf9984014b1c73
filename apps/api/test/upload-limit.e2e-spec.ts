import { BlogPost } from '../src/blogs/blog.entity';
import { GalleryImageRecord } from '../src/gallery/gallery-image.entity';
import { countRows } from './support/database';
import { pngPicture } from './support/images';
import { ADMIN, bearer, logIn, startTestApp, type TestApp } from './support/test-app';

// Its own file: one app per process, since passport keeps the JWT strategy of the app started last.
let test: TestApp;
beforeAll(async () => {
  test = await startTestApp({ MAX_UPLOAD_BYTES: '2000' });
});
afterAll(() => test.close());

it('should refuse a post picture over the upload limit with 413 and write nothing', async () => {
  const token = await logIn(test, ADMIN.email, ADMIN.password);
  const response = await test
    .http()
    .post('/api/blogs')
    .set(bearer(token))
    .field('payload', JSON.stringify({ title: 'Big', text: 'Picture' }))
    .attach('image', await pngPicture(800, 600), 'big.png')
    .expect(413);
  expect(response.body.message).toMatch(/too large: each one must be under/);
  expect(await countRows(test, BlogPost)).toBe(0);
});

it('should refuse gallery pictures over the upload limit with 413 and keep none of the batch', async () => {
  const token = await logIn(test, ADMIN.email, ADMIN.password);
  const response = await test
    .http()
    .post('/api/gallery')
    .set(bearer(token))
    .field('groupLabel', 'Garden')
    .attach('images', await pngPicture(8, 8), 'small.png')
    .attach('images', await pngPicture(800, 600), 'big.png')
    .expect(413);
  expect(response.body.message).toMatch(/too large: each one must be under/);
  expect(await countRows(test, GalleryImageRecord)).toBe(0);
});
