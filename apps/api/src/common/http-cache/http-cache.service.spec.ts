import { HttpCacheService, strongEtag } from './http-cache.service';

describe('HttpCacheService', () => {
  let now = 0;
  const make = (maxEntries = 500, maxBytes = 1_000_000) => new HttpCacheService({ maxEntries, maxBytes, ttlMs: 5_000, now: () => now });
  const body = (text: string) => ({ body: text, etag: strongEtag(text) });
  beforeEach(() => {
    now = 1_000;
  });

  it('should give equal bodies equal strong ETags and different bodies different ones', () => {
    expect(strongEtag('{"blogs":[]}')).toBe(strongEtag('{"blogs":[]}'));
    expect(strongEtag('{"blogs":[]}')).not.toBe(strongEtag('{"blogs":[1]}'));
    expect(strongEtag('x')).toMatch(/^"[\w-]+"$/);
  });

  it('should keep a body until its TTL passes', () => {
    const cache = make();
    cache.put('/api/blogs', ['blogs'], cache.snapshot(['blogs']), body('a'));
    now += 4_999;
    expect(cache.get('/api/blogs')?.bytes.toString()).toBe('a');
    now += 1;
    expect(cache.get('/api/blogs')).toBeUndefined();
  });

  it('should keep a body as its bytes alone, not its text beside them (a page with one curly quote is held in two bytes a character)', () => {
    const cache = make();
    const page = '<p>Don’t miss the spring concert</p>';
    cache.put('/', ['blogs'], cache.snapshot(['blogs']), body(page));
    const kept = cache.get('/');
    expect(kept?.bytes.toString()).toBe(page);
    expect(kept).not.toHaveProperty('body');
    expect(cache.byteSize).toBe(Buffer.byteLength(page));
  });

  it('should drop every body showing a tag when that tag is invalidated, and only those', () => {
    const cache = make();
    cache.put('/api/blogs', ['blogs'], cache.snapshot(['blogs']), body('a'));
    cache.put('/api/blogs-recent', ['blogs', 'users'], cache.snapshot(['blogs', 'users']), body('b'));
    cache.put('/api/teachers', ['teachers'], cache.snapshot(['teachers']), body('c'));
    cache.invalidate('users');
    expect(cache.get('/api/blogs')?.bytes.toString()).toBe('a');
    expect(cache.get('/api/blogs-recent')).toBeUndefined();
    cache.invalidate('blogs');
    expect(cache.get('/api/blogs')).toBeUndefined();
    expect(cache.get('/api/teachers')?.bytes.toString()).toBe('c');
  });

  it('should not keep a body read before a write that finished while it was being built', () => {
    const cache = make();
    const before = cache.snapshot(['blogs']);
    cache.invalidate('blogs');
    cache.put('/api/blogs', ['blogs'], before, body('stale'));
    expect(cache.get('/api/blogs')).toBeUndefined();
  });

  it('should drop every body, and any being built, when everything is invalidated', () => {
    const cache = make();
    cache.put('/api/blogs', ['blogs'], cache.snapshot(['blogs']), body('a'));
    const building = cache.snapshot(['teachers']);
    cache.invalidateAll();
    expect(cache.get('/api/blogs')).toBeUndefined();
    expect(cache.byteSize).toBe(0);
    cache.put('/api/teachers', ['teachers'], building, body('stale'));
    expect(cache.get('/api/teachers')).toBeUndefined();
    cache.put('/api/teachers', ['teachers'], cache.snapshot(['teachers']), body('fresh'));
    expect(cache.get('/api/teachers')?.bytes.toString()).toBe('fresh');
  });

  it('should stay within its bound, dropping the least recently used first', () => {
    const cache = make(3);
    for (const key of ['a', 'b', 'c']) cache.put(key, ['gallery'], cache.snapshot(['gallery']), body(key));
    cache.get('a');
    cache.put('d', ['gallery'], cache.snapshot(['gallery']), body('d'));
    expect(cache.size).toBe(3);
    expect(cache.get('b')).toBeUndefined();
    expect(['a', 'c', 'd'].map((key) => cache.get(key)?.bytes.toString())).toEqual(['a', 'c', 'd']);
  });

  it('should keep the bodies within a byte budget, and never keep one body bigger than the budget', () => {
    const cache = make(500, 10);
    cache.put('a', ['gallery'], cache.snapshot(['gallery']), body('1234'));
    cache.put('b', ['gallery'], cache.snapshot(['gallery']), body('5678'));
    cache.put('c', ['gallery'], cache.snapshot(['gallery']), body('9012'));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.byteSize).toBe(8);
    cache.put('huge', ['gallery'], cache.snapshot(['gallery']), body('x'.repeat(11)));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.byteSize).toBe(8);
    cache.invalidate('gallery');
    expect(cache.byteSize).toBe(0);
  });
});
