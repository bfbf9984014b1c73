// `npm run bench`: measures the API's main request kinds against each other, in one run on one machine,
// and writes the numbers (with the machine) to bench/results/. Ratios to /api/health are what compare
// across machines; the absolute numbers only describe this one.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../dist/app.factory.js';
import { loadConfig } from '../dist/config/config.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const admin = { email: 'bench@trailside.example', password: 'benchmark-password' };

const dataDir = mkdtempSync(join(tmpdir(), 'trailside-bench-'));
const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, AUTH_RATE_LIMIT_PER_MINUTE: '1000000' });
const app = await createApp(config, { logger: false });
await app.listen(0, '127.0.0.1');
const base = (await app.getUrl()).replace('[::1]', '127.0.0.1');

const json = (method, body, token) => ({
  method,
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: body && JSON.stringify(body),
});
const { token } = await (await fetch(`${base}/api/auth/login`, json('POST', admin))).json();
for (let i = 0; i < 50; i += 1) {
  const user = { type: 'parent', email: `family${i}@example.com`, password: 'family-password', fname: 'Family', lname: `Number ${i}` };
  await fetch(`${base}/api/users`, json('POST', user, token));
}

/** Requests per second and latency percentiles for one request kind, CONCURRENCY at a time for SECONDS. */
async function measure(name, makeRequest) {
  const latencies = [];
  let failures = 0;
  const end = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < end) {
        const start = performance.now();
        const response = await makeRequest();
        await response.arrayBuffer();
        if (!response.ok) failures += 1;
        latencies.push(performance.now() - start);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (p) => Number(latencies[Math.floor((latencies.length - 1) * p)].toFixed(2));
  return { name, requestsPerSecond: Number((latencies.length / SECONDS).toFixed(1)), p50Ms: at(0.5), p95Ms: at(0.95), failures };
}

const results = [
  await measure('GET /api/health', () => fetch(`${base}/api/health`)),
  await measure('GET /api/auth/me (token check + account read)', () => fetch(`${base}/api/auth/me`, json('GET', undefined, token))),
  await measure('GET /api/users (51 users)', () => fetch(`${base}/api/users`, json('GET', undefined, token))),
  await measure('POST /api/auth/login (scrypt)', () => fetch(`${base}/api/auth/login`, json('POST', admin))),
];
const baseline = results[0].requestsPerSecond;
for (const result of results) result.ratioToHealth = Number((result.requestsPerSecond / baseline).toFixed(3));

await app.close();
rmSync(dataDir, { recursive: true, force: true });

const report = {
  date: new Date().toISOString(),
  machine: { cpu: cpus()[0]?.model, cores: cpus().length, memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version, platform: process.platform },
  settings: { seconds: SECONDS, concurrency: CONCURRENCY },
  results,
};
const folder = join(import.meta.dirname, 'results');
mkdirSync(folder, { recursive: true });
writeFileSync(join(folder, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
console.table(results);
console.log(`Written to ${join(folder, 'latest.json')}`);
