import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fuzzRequests } from './fuzz/fuzz-requests';
import { standInSite } from './support/site';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * CI's fixed run: FUZZ_COUNT requests (10,000) from FUZZ_SEED, in one app over real HTTP. `npm run fuzz --
 * --seed <n> --count <n>` runs the same property for longer (see README "Security").
 */
const seed = Number(process.env.FUZZ_SEED ?? 20261123);
const count = Number(process.env.FUZZ_COUNT ?? 10_000);

describe('fuzzing every route', () => {
  let test: TestApp;
  let siteDir: string;
  beforeAll(async () => {
    // A built site's stand-in: an unknown short link or page address gets the site's index.html, as in production.
    siteDir = standInSite();
    // The per-address limits would turn most requests into 429s: lift them, so the requests reach the routes.
    test = await startTestApp({ SITE_DIR: siteDir, AUTH_RATE_LIMIT_PER_MINUTE: '100000000', ENQUIRY_RATE_LIMIT_PER_HOUR: '100000000' });
  });
  afterAll(async () => {
    await test.close();
    rmSync(siteDir, { recursive: true, force: true });
  });

  it(
    `should answer ${count} malformed requests (seed ${seed}) without a 5xx or a hang, and write nothing for a refused one`,
    async () => {
      const started = Date.now();
      const report = await fuzzRequests(test, { seed, count });
      console.log(
        `Fuzzed ${report.requests} requests across ${report.routes} routes (seed ${seed}) in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
          Object.entries(report.byStatus)
            .sort()
            .map(([status, n]) => `${status} ${n}`)
            .join(', '),
      );
      if (process.env.FUZZ_PROFILE) console.log(report.slowest.slice(0, 12));
      expect(report.requests).toBe(count);
      expect(report.routes).toBeGreaterThan(40);
      // The README quotes this line: a number it gives must be the one printed, or it says nothing of it (<n>).
      const quoted = /Fuzzed (\S+) requests across (\S+) routes/.exec(readFileSync(join(__dirname, '../../../README.md'), 'utf8'));
      expect(quoted).not.toBeNull();
      expect([String(report.routes), '<n>']).toContain(quoted![2]);
    },
    Math.max(120_000, count * 50),
  );
});
