import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testDatabaseServer } from './support/database';

// `npm run bench:scale --smoke`: the scale bench on two small sizes, so the script cannot rot. It runs the built API
// (dist/) in a process of its own, fills it through the API and reads everything; here we check that it did, and
// never its timings (they are the full run's business, on a quiet machine).
const apiRoot = join(__dirname, '..');
const results = mkdtempSync(join(tmpdir(), 'trailside-scale-smoke-'));

interface Read {
  kind: 'read' | 'feed' | 'page';
  name: string;
  status: number;
  bytes: number;
  coding: string;
  uncompressedBytes?: number;
  kept: { errors: number; cpuMicrosPerRequest: number; loadAverage: number; connections: number };
  built: { errors: number; cpuMicrosPerRequest: number; loadAverage: number; cache?: string };
}

describe('the scale bench, in its smoke run', () => {
  beforeAll(() => {
    if (!existsSync(join(apiRoot, 'dist/app.factory.js'))) throw new Error('This test runs the built API: run `npm run build -w @trailside/api` first.');
  });
  afterAll(() => rmSync(results, { recursive: true, force: true }));

  it('should fill two sizes through the API and read, write and weigh every public read, page and feed on each', async () => {
    const out = join(results, 'scale.json');
    const { code, output } = await new Promise<{ code: number; output: string }>((resolve) =>
      execFile(process.execPath, [join(apiRoot, 'bench/scale.mjs'), '--smoke', '--out', out], { cwd: apiRoot, env: process.env }, (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
      ),
    );
    expect({ code, output }).toEqual({ code: 0, output: expect.stringContaining('Written to') });
    const report = JSON.parse(readFileSync(out, 'utf8'));
    const unit = readFileSync(join(apiRoot, '../../deploy/trailside.service'), 'utf8');
    const deployedHeapMb = Number(/--max-old-space-size=(\d+)/.exec(unit)?.[1]);
    expect(report.settings.apiNodeArgs).toEqual(expect.arrayContaining([`--max-old-space-size=${deployedHeapMb}`, expect.stringMatching(/^--max-semi-space-size=\d+$/)]));
    expect(report.settings.apiDeployedEnvironment).toEqual({ MALLOC_ARENA_MAX: '2' });
    expect(report).toMatchObject({ mode: 'smoke', database: testDatabaseServer ? 'postgresql' : 'sqlite', machine: { cpus: expect.any(Number) } });
    expect(report.firstStarts.machineKeptPictures).toMatchObject({ firstPageStatus: 200, secondsToFirstPage: expect.any(Number) });
    expect(report.sizes.map((size: { scale: number }) => size.scale)).toEqual([0.1, 0.2]);
    for (const size of report.sizes) {
      expect(size.counts).toMatchObject({ posts: expect.any(Number), comments: expect.any(Number), families: expect.any(Number) });
      expect(size.fillSeconds.total).toBeGreaterThan(0);
      // Measured only once the fill's own mails went (one to each family), and with the machine's load beside each figure.
      expect(size.fillSeconds.mailSent).toEqual(expect.any(Number));
      expect(size.loadAverage).toEqual({ afterFill: expect.any(Number), afterReads: expect.any(Number), afterWrites: expect.any(Number) });
      const reads = size.reads as Read[];
      // Every read, and the site's pages when it is built (the suite builds it).
      expect(reads.map((read) => read.name)).toEqual(expect.arrayContaining(['GET /api/testimonials', 'GET /api/comments (the big thread)', 'GET /sitemap.xml', 'GET /events.ics', 'page /']));
      expect(reads.filter((read) => read.status !== 200 || read.kept.errors || read.built.errors)).toEqual([]);
      expect(reads.every((read) => read.bytes > 0 && read.kept.cpuMicrosPerRequest > 0 && read.built.cpuMicrosPerRequest > 0)).toBe(true);
      expect(reads.every((read) => typeof read.kept.loadAverage === 'number' && typeof read.built.loadAverage === 'number')).toBe(true);
      // Feeds are asked for as calendar apps ask (compressed), and built means built: a feed's address with a query
      // string would be its kept copy again.
      const feeds = reads.filter((read) => read.kind === 'feed');
      expect(feeds.map((read) => read.name)).toEqual(['GET /sitemap.xml', 'GET /rss.xml', 'GET /events.ics', 'GET /calendar/whole-school.ics']);
      expect(feeds.filter((read) => read.built.cache !== 'miss')).toEqual([]);
      const calendar = feeds.find((read) => read.name === 'GET /events.ics') as Read;
      expect({ coding: calendar.coding, smaller: calendar.bytes < (calendar.uncompressedBytes ?? 0) }).toEqual({ coding: 'br', smaller: true });
      expect(size.writes.length).toBeGreaterThanOrEqual(10);
      expect(size.memoryMb.peakWhileReading).toBeGreaterThan(0);
      // Its server runs as the school's does, with deploy/trailside.service's heap limit (the old space's, to which V8
      // adds its young space), not one sized to this machine.
      expect(size.memoryMb.afterReads.heapSizeLimit).toBeGreaterThanOrEqual(deployedHeapMb);
      expect(size.memoryMb.afterReads.heapSizeLimit).toBeLessThan(deployedHeapMb * 2);
    }
    expect(report.comparison.reads).toHaveLength(report.sizes[0].reads.length);
  }, 300_000);
});
