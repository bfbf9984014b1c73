import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createApp } from '../src/app.factory';
import { loadConfig } from '../src/config/config';
import { freshDataStore, type TestDataStore } from './support/database';
import { ADMIN } from './support/test-app';

describe('the sample blog', () => {
  let store: TestDataStore;
  let app: INestApplication;
  let url: string;
  beforeAll(async () => {
    store = await freshDataStore('trailside-blog-sample-');
    app = await createApp(loadConfig({ NODE_ENV: 'test', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ...store.env }), {
      logger: false,
    });
    await app.listen(0, '127.0.0.1');
    url = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  });
  afterAll(async () => {
    await app.close();
    await store.remove();
  });

  it('should hold a school year of posts with pictures, quotes and comments in every state', async () => {
    const { body } = await request(url).get('/api/blogs').query({ query: JSON.stringify({ limit: 50 }) }).expect(200);
    const titles = body.blogs.map((blog: { title: string }) => blog.title).join(' | ');
    expect(body.blogs.length).toBeGreaterThanOrEqual(6);
    for (const topic of [/science fair/i, /concert/i, /garden/i, /multi-age/i, /spanish|español/i, /engineering/i]) expect(titles).toMatch(topic);
    expect(body.blogs.every((blog: { imageUrl: string | null }) => blog.imageUrl)).toBe(true);
    expect(body.blogs.filter((blog: { text: string }) => blog.text.includes('[quote]')).length).toBeGreaterThanOrEqual(2);
    const years = new Set(body.blogs.map((blog: { date: { year: number } }) => blog.date.year));
    expect(years.size).toBeGreaterThan(1);

    const multiAge = body.blogs.find((blog: { title: string }) => /multi-age/i.test(blog.title));
    const visible = await request(url).get('/api/comments').query({ parentDocPath: `blogs/${multiAge.id}` }).expect(200);
    expect(visible.body.comments.length).toBeGreaterThan(0);
    expect(visible.body.comments.every((comment: { approved: boolean }) => comment.approved)).toBe(true);
    expect(multiAge.replyCount).toBe(4);
    // Comments are dated just after their post, not on the day the sample was made.
    const postedAt = multiAge.createdAt.seconds;
    for (const comment of visible.body.comments) {
      expect(comment.updatedAt.seconds).toBeGreaterThan(postedAt);
      expect(comment.updatedAt.seconds - postedAt).toBeLessThan(7 * 24 * 3600);
    }
  });
});
