// `npm run bench:hostile`: what hostile calendar files and a calendar of years of daily series cost the built API
// (dist/, as `npm start` runs it, so the import's worker is found where the build puts it), while another client
// asks GET /api/health over and over, one request after another. Writes bench/results/hostile-calendar.json with
// the machine and its load average. Targets (reported, never asserted): every corpus file answered within 2 s, the
// 50-daily-series feed built within 2 s, and health's worst answer under 100 ms throughout; a calendar write at
// 1,000 events (fifty of them daily series begun years ago) under 100 ms.
// The corpus is test/fixtures/hostile-ics (corpus.json says what each file attacks). BENCH_WRITES (20) adjusts the
// number of timed writes. Nothing here builds: run `npm run build` first (the root script does).
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { ADMIN, apiRoot, logIn, must, requireBuild, runInfo, scratchStore, serverEnv, startServer, writeResults } from '../scripts/harness.mjs';

const TARGET = { answerMs: 2000, healthWorstMs: 100, writeMs: 100 };
const WRITES = Number(process.env.BENCH_WRITES ?? 20);
const CORPUS = join(apiRoot, 'test/fixtures/hostile-ics');
const DAY = 86_400_000;

requireBuild();
process.on('SIGINT', () => process.exit(130));
const store = await scratchStore('trailside-hostile');
const server = await startServer(serverEnv(store));
const agent = new Agent({ keepAlive: true, maxSockets: 8 });

/** One request on a kept-alive connection: its status, body and how long it took (ms). */
function timed(method, path, { token, json, headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const body = json === undefined ? undefined : Buffer.from(JSON.stringify(json));
    const started = performance.now();
    const call = request(
      `${server.url}${path}`,
      {
        method,
        agent,
        headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json', 'content-length': body.length } : {}) },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, text: Buffer.concat(chunks).toString(), ms: performance.now() - started }));
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}

/** Runs `work` while health is asked for again and again; answers what `work` gave and health's worst and median (ms). */
async function withHealth(work) {
  let running = true;
  const latencies = [];
  const prober = (async () => {
    while (running) latencies.push((await timed('GET', '/api/health')).ms);
  })();
  const started = performance.now();
  const result = await work();
  const ms = performance.now() - started;
  running = false;
  await prober;
  latencies.sort((a, b) => a - b);
  return { result, ms: round(ms), health: { answers: latencies.length, worstMs: round(latencies.at(-1) ?? 0), medianMs: round(latencies[Math.floor(latencies.length / 2)] ?? 0) } };
}

const round = (value) => Math.round(value * 10) / 10;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  const token = await logIn(server.url, ADMIN);
  await must(server.url, 'PUT', '/api/settings', { token, json: { timeZone: 'America/Chicago' } });

  // Every file of the corpus, once to warm the worker's code from disk, then measured.
  const corpus = JSON.parse(readFileSync(join(CORPUS, 'corpus.json'), 'utf8'));
  await timed('POST', '/api/calendar/import/preview', { token, json: { ics: readFileSync(join(CORPUS, corpus[0].file), 'utf8') } });
  const files = [];
  for (const entry of corpus) {
    const ics = readFileSync(join(CORPUS, entry.file), 'utf8');
    const { result, ms, health } = await withHealth(() => timed('POST', '/api/calendar/import/preview', { token, json: { ics } }));
    const body = JSON.parse(result.text);
    files.push({ file: entry.file, bytes: Buffer.byteLength(ics), status: result.status, ms, health, answer: body.message ?? `${body.counts.new} new, ${body.skipped.length} left out` });
    process.stdout.write(`${entry.file}: ${result.status} in ${ms} ms, health worst ${health.worstMs} ms\n`);
  }

  // Fifty daily series begun a year ago, and 950 single events over four years: a school's five years, and then some.
  const now = Date.now();
  const day = (offset) => new Date(now + offset * DAY).toISOString().slice(0, 10);
  const create = (fields) => must(server.url, 'POST', '/api/calendar/events', { token, json: fields });
  for (let index = 0; index < 50; index += 1) {
    const hour = String(7 + (index % 10)).padStart(2, '0');
    await create({ title: `Daily club ${index}`, start: `${day(-365 - index)}T${hour}:00`, end: `${day(-365 - index)}T${hour}:45`, repeat: 'FREQ=DAILY' });
  }
  const cold = (path) => withHealth(() => timed('GET', path));
  const eventsFeed = await cold('/events.ics');
  const kept = [];
  for (let round = 0; round < 20; round += 1) kept.push((await timed('GET', '/events.ics', { headers: { 'accept-encoding': 'br, gzip' } })).ms);
  const notModified = await timed('GET', '/events.ics', { headers: { 'if-none-match': eventsFeed.result.headers.etag } });
  const audienceFeed = await cold('/calendar/primary.ics');
  const list = await cold('/api/calendar/occurrences?page=200&pageSize=50');

  for (let index = 0; index < 950; index += 1) {
    const date = day(-730 + Math.floor(index * 1.5));
    await create({ title: `Gathering ${index}`, start: `${date}T18:00`, end: `${date}T19:30` });
  }
  const writes = [];
  for (let index = 0; index < WRITES; index += 1) {
    const date = day(10 + index);
    writes.push((await withHealth(() => timed('POST', '/api/calendar/events', { token, json: { title: `Timed write ${index}`, start: `${date}T09:00`, end: `${date}T10:00` } }))).ms);
  }
  const feedAtThousand = await cold('/events.ics');

  const report = {
    ...runInfo(store, 'hostile-calendar'),
    loadAverage: loadavg().map(round),
    targets: TARGET,
    corpus: {
      files,
      slowestMs: Math.max(...files.map((file) => file.ms)),
      healthWorstMs: Math.max(...files.map((file) => file.health.worstMs)),
    },
    fiftyDailySeries: {
      eventsFeed: { coldMs: eventsFeed.ms, bytes: Buffer.byteLength(eventsFeed.result.text), health: eventsFeed.health, keptMedianMs: round(median(kept)), notModified: notModified.status },
      audienceFeed: { coldMs: audienceFeed.ms, health: audienceFeed.health },
      occurrencesPage200: { coldMs: list.ms, health: list.health },
    },
    thousandEvents: {
      writeMedianMs: round(median(writes)),
      writeWorstMs: round(Math.max(...writes)),
      eventsFeed: { coldMs: feedAtThousand.ms, health: feedAtThousand.health },
    },
  };
  report.met = {
    everyFileWithinTarget: report.corpus.slowestMs <= TARGET.answerMs,
    healthDuringCorpus: report.corpus.healthWorstMs <= TARGET.healthWorstMs,
    feedWithinTarget: eventsFeed.ms <= TARGET.answerMs,
    healthDuringFeed: eventsFeed.health.worstMs <= TARGET.healthWorstMs,
    writeWithinTarget: report.thousandEvents.writeWorstMs <= TARGET.writeMs,
  };
  console.log(JSON.stringify({ corpus: { slowestMs: report.corpus.slowestMs, healthWorstMs: report.corpus.healthWorstMs }, fiftyDailySeries: report.fiftyDailySeries, thousandEvents: report.thousandEvents, met: report.met }, null, 2));
  console.log(`Written to ${writeResults('hostile-calendar.json', report)}`);
} finally {
  agent.destroy();
  await server.stop();
  await store.remove();
}
