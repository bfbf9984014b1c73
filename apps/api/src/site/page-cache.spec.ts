import zlib from 'node:zlib';
import { brotliCompressSync, constants } from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { HttpCacheService } from '../common/http-cache/http-cache.service';
import { type RenderedPageBody, SitePageCache } from './page-cache';

const html = (text: string) => `<!doctype html><title>${text}</title><p>${text.repeat(200)}</p>`;
const rendered = (text: string, cacheTags: string[] | null = ['blogs', 'settings'], status = 200): RenderedPageBody => ({ status, html: html(text), cacheTags });

describe('SitePageCache', () => {
  let api: HttpCacheService;
  let pages: SitePageCache;
  /** A server that answers from the kept pages only ("not kept" otherwise). */
  let server: express.Express;

  beforeEach(() => {
    api = new HttpCacheService();
    pages = new SitePageCache(api);
    server = express();
    server.use((req, res) => pages.serve(req, res) || res.status(599).send('not kept'));
  });

  /** The smallest Brotli copy of `text`, which a kept page is answered with once it is ready. */
  const smallest = (text: string) =>
    brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } });

  /** Asks for `path` until it is answered with its smallest Brotli copy (compression runs beside the first views). */
  async function compressed(path: string, text: string) {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      // supertest decodes the body; the length it came in tells the copies apart.
      const response = await request(server).get(path).set('Accept-Encoding', 'br, gzip').expect(200);
      if (Number(response.headers['content-length']) === smallest(text).length) return response;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`${path} was never compressed`);
  }

  it('should answer a kept page, compressed once in the coding the browser takes, and 304 for its ETag', async () => {
    pages.keep('/blog', rendered('Pond study'), pages.changes);

    // The first view is compressed quickly as it goes, and starts the compression of the copies kept.
    const first = await request(server).get('/blog').set('Accept-Encoding', 'br, gzip').expect(200);
    expect([first.headers['content-encoding'], first.headers['x-cache'], first.text]).toEqual(['br', 'hit', html('Pond study')]);
    const brotli = await compressed('/blog', html('Pond study'));
    expect([brotli.headers['content-encoding'], brotli.headers['x-cache'], brotli.text]).toEqual(['br', 'hit', html('Pond study')]);
    const gzip = await request(server).get('/blog').set('Accept-Encoding', 'gzip').expect(200);
    expect([gzip.headers['content-encoding'], gzip.text]).toEqual(['gzip', html('Pond study')]);
    await request(server).get('/blog').set('If-None-Match', brotli.headers.etag as string).expect(304);
    await request(server).get('/other').expect(599);
  });

  it('should compress a kept page quickly once per coding until its smallest copies are ready, not once per view', async () => {
    // Another page's compression is under way (one at a time), so this page's smallest copies cannot be made yet.
    void pages.compress('/busy', Buffer.from(html('Lunch menu '.repeat(4000) + Math.random())), '"busy"');
    pages.keep('/blog', rendered('Pond study'), pages.changes);
    const brotliCalls = jest.spyOn(zlib, 'brotliCompressSync');
    try {
      for (let view = 0; view < 3; view += 1) {
        const response = await request(server).get('/blog').set('Accept-Encoding', 'br').expect(200);
        expect([response.headers['content-encoding'], response.text]).toEqual(['br', html('Pond study')]);
      }
      expect(brotliCalls).toHaveBeenCalledTimes(1);
    } finally {
      brotliCalls.mockRestore();
    }
  });

  it('should not keep a page when anything was invalidated while it rendered: it may show rows from before the write', async () => {
    const changes = pages.changes;
    api.invalidate('testimonials');
    pages.keep('/blog', rendered('Pond study'), changes);
    await request(server).get('/blog').expect(599);
  });

  it('should drop a page when the API drops one of its tags, and keep the pages drawn from other content', async () => {
    pages.keep('/blog', rendered('Pond study', ['blogs', 'comments']), pages.changes);
    pages.keep('/teachers', rendered('Our teachers', ['teachers']), pages.changes);

    api.invalidate('comments');
    await request(server).get('/blog').expect(599);
    await request(server).get('/teachers').expect(200);
    api.invalidateAll();
    await request(server).get('/teachers').expect(599);
  });

  it('should keep a 404 page as a 404, and never a page drawn from an answer without cache tags', async () => {
    pages.keep('/nowhere', rendered('Not found', ['settings'], 404), pages.changes);
    await request(server).get('/nowhere').expect(404);
    pages.keep('/untold', rendered('Drawn from an untagged answer', null), pages.changes);
    await request(server).get('/untold').expect(599);
  });

  it('should not keep a page drawn from an answer whose tag the API never drops: nothing would ever refresh it', async () => {
    pages.keep('/odd', rendered('Drawn from an answer tagged by someone else', ['blogs', 'lunch-menu']), pages.changes);
    await request(server).get('/odd').expect(599);
  });
});
