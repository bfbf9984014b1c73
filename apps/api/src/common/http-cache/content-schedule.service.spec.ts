import type { MikroORM } from '@mikro-orm/core';
import { ContentScheduleService } from './content-schedule.service';
import { HttpCacheService, strongEtag } from './http-cache.service';
import type { CacheTag } from './cache-tags';

const START = Date.parse('2027-01-12T11:00:00Z');
const body = (text: string) => ({ body: text, etag: strongEtag(text) });
const orm = { em: { fork: () => ({}) } } as unknown as MikroORM;

/** Lets the promises of a question settle (no timer runs). */
const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

describe('ContentScheduleService', () => {
  let cache: HttpCacheService;
  let schedule: ContentScheduleService;
  /** The notices' next start or end, as the database would answer. */
  let noticeTimes: number[];
  let questions: number;

  beforeEach(async () => {
    jest.useFakeTimers({ now: START });
    cache = new HttpCacheService({ ttlMs: 5_000 });
    schedule = new ContentScheduleService(cache, orm);
    noticeTimes = [START + 60_000, START + 3_600_000];
    questions = 0;
    schedule.register('notices', async (_em, now) => {
      questions += 1;
      const next = noticeTimes.filter((time) => time > now.getTime());
      return next.length ? new Date(Math.min(...next)) : null;
    });
    schedule.start();
    await settle();
  });
  afterEach(() => {
    schedule.onApplicationShutdown();
    jest.useRealTimers();
  });

  const keep = (key: string, text: string, tags: CacheTag[] = ['notices']) => cache.put(key, tags, cache.snapshot(tags), body(text));

  it('should keep an answer up to the cache TTL while no change is near', () => {
    expect(schedule.nextChangeAt(['notices'])).toBe(START + 60_000);
    keep('/api/notices', 'none yet');
    jest.setSystemTime(START + 4_999);
    expect(cache.get('/api/notices')?.bytes.toString()).toBe('none yet');
  });

  it('should keep no answer past the next start, even with the timer late (only the clock moved)', () => {
    jest.setSystemTime(START + 57_000);
    keep('/api/notices', 'none yet');
    jest.setSystemTime(START + 59_999);
    expect(cache.get('/api/notices')?.bytes.toString()).toBe('none yet');
    jest.setSystemTime(START + 60_000);
    expect(cache.get('/api/notices')).toBeUndefined();
  });

  it('should drop the tag when the time comes, so other caches hear it, and then wait for the end', async () => {
    const heard: (readonly string[] | null)[] = [];
    cache.onInvalidate((tags) => heard.push(tags));
    jest.advanceTimersByTime(60_000);
    // Only the notices: the blogs' copies stay.
    expect(heard).toEqual([['notices']]);
    await settle();
    expect(schedule.nextChangeAt(['notices'])).toBe(START + 3_600_000);
  });

  it('should not keep an answer built before the change and finished after it', () => {
    jest.setSystemTime(START + 59_000);
    const building = cache.snapshot(['notices']);
    jest.setSystemTime(START + 60_001);
    cache.put('/api/notices', ['notices'], building, body('before the start'));
    expect(cache.get('/api/notices')).toBeUndefined();
  });

  it('should keep nothing while the time is being worked out again after a write, then know the new time', async () => {
    noticeTimes = [START + 2_000];
    cache.invalidate('notices');
    expect(schedule.nextChangeAt(['notices'])).toBe(START);
    keep('/api/notices', 'while asking');
    expect(cache.get('/api/notices')).toBeUndefined();
    await settle();
    expect(schedule.nextChangeAt(['notices'])).toBe(START + 2_000);
    keep('/api/notices', 'after the write');
    jest.setSystemTime(START + 2_000);
    expect(cache.get('/api/notices')).toBeUndefined();
  });

  it('should take the earliest change of all the tags an answer shows, and ignore tags with none', async () => {
    schedule.register('socialEvents', async () => new Date(START + 30_000));
    await settle();
    expect(schedule.nextChangeAt(['notices', 'socialEvents', 'settings'])).toBe(START + 30_000);
    expect(schedule.nextChangeAt(['settings'])).toBeNull();
  });

  it('should stop waiting when nothing is coming', async () => {
    noticeTimes = [];
    cache.invalidate('notices');
    await settle();
    expect(schedule.nextChangeAt(['notices'])).toBeNull();
    const before = questions;
    jest.advanceTimersByTime(7 * 86_400_000);
    expect(questions).toBe(before);
  });

  it('should ask again shortly when the database could not answer, keeping nothing meanwhile', async () => {
    let failing = true;
    schedule.register('calendar', async () => {
      if (failing) throw new Error('connection lost');
      return new Date(START + 10_000);
    });
    await settle();
    expect(schedule.nextChangeAt(['calendar'])).toBe(START);
    failing = false;
    jest.advanceTimersByTime(1_000);
    await settle();
    expect(schedule.nextChangeAt(['calendar'])).toBe(START + 10_000);
  });
});
