// `npm run bench`: measures the built API's public list endpoints against two ceilings serving a JSON body
// of the same size (a bare node:http server and a bare Express 5 app), in one run on one machine, and
// writes the numbers (with the machine) to bench/results/latest.json. It builds nothing: run `npm run build`
// first. The ratios are what compare across machines; absolute numbers only describe this one.
// Targets (reported, never asserted): every list endpoint >= 60% of bare Express req/s, with p99 < 20 ms.
// Each server runs in its own process; besides req/s and p99 the bench reads each server's CPU time per
// request, a comparison that stays steady when other work shares the machine (req/s and p99 do not).
// BENCH_SECONDS (5), BENCH_CONNECTIONS (50) and BENCH_PATHS (more GET paths, comma-separated) adjust it.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { ADMIN, requireBuild, runInfo, scratchStore, serve, serverEnv, startServer, writeResults } from '../scripts/harness.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const TARGET = { ratioToExpress: 0.6, p99Ms: 20 };
/** The endpoints the targets apply to; the first whose response exists sets the ceilings' body size. */
const LIST_ENDPOINTS = ['/api/blogs', '/api/testimonials', '/api/gallery'];
/** Measured too when this branch has them; never required. */
const OTHER_ENDPOINTS = ['/api/health', '/api/blogs-recent', '/api/teachers', '/api/socialEvents', '/api/settings', ...(process.env.BENCH_PATHS?.split(',').filter(Boolean) ?? [])];

requireBuild();
process.on('SIGINT', () => process.exit(130));
// A new data folder (and, with DATABASE_URL, a new database on that server) for the API under test.
const store = await scratchStore('trailside-bench');
const dataDir = store.dataDir;

/**
 * req/s and latency for one path of `server`: CONNECTIONS at a time for SECONDS, after a short warm-up.
 * Also the server's CPU time per request, which stays meaningful when other work shares the machine.
 */
async function measure(name, server, path, headers = {}, expectStatus = 200) {
  const url = `${server.url}${path}`;
  await autocannon({ url, connections: 10, duration: 1, headers });
  const cpuBefore = await server.cpu();
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  const cpuUsed = (await server.cpu()) - cpuBefore;
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, Number(count)]));
  const unexpected = Object.entries(statuses).filter(([code]) => Number(code) !== expectStatus).reduce((sum, [, count]) => sum + count, 0);
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    cpuMicrosPerRequest: Math.round(cpuUsed / Math.max(1, result.requests.total)),
    errors: result.errors + unexpected,
  };
}

const servers = [];
const round = (value, digits = 3) => (value === undefined ? undefined : Number(value.toFixed(digits)));

try {
  const api = await startServer(serverEnv(store, { SAMPLE_CONTENT: 'true', AUTH_RATE_LIMIT_PER_MINUTE: '1000000' }));
  servers.push(api);
  const login = await fetch(`${api.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  const token = login.ok ? (await login.json()).token : undefined;

  // Which endpoints this branch has, and what they answer.
  const probes = {};
  for (const path of [...LIST_ENDPOINTS, ...OTHER_ENDPOINTS]) {
    const response = await fetch(`${api.url}${path}`);
    const body = await response.text();
    probes[path] = { status: response.status, body, etag: response.headers.get('etag') };
  }
  const present = (path) => probes[path].status === 200;

  // The ceilings serve a body as large as the blogs list (or the first list that exists, or 8 KB of JSON).
  const sizeSource = LIST_ENDPOINTS.find(present);
  const ceilingBody = sizeSource
    ? probes[sizeSource].body
    : JSON.stringify({ items: Array.from({ length: 40 }, (_, i) => ({ id: `${i}`, title: 'A morning on the trail with the upper elementary class', seconds: 1_790_000_000 + i })) });
  const bodyFile = join(dataDir, 'ceiling-body.json');
  writeFileSync(bodyFile, ceilingBody);
  const [nodeHttp, bareExpress] = await Promise.all([serve('http', [bodyFile]), serve('express', [bodyFile])]);
  servers.push(nodeHttp, bareExpress);

  const nodeResult = await measure('bare node:http (ceiling)', nodeHttp, '/api/blogs');
  const expressResult = await measure('bare Express 5 (ceiling)', bareExpress, '/api/blogs');
  const express = expressResult.requestsPerSecond;

  const endpoints = [];
  for (const path of [...LIST_ENDPOINTS, ...OTHER_ENDPOINTS]) {
    const listEndpoint = LIST_ENDPOINTS.includes(path);
    if (!present(path)) {
      endpoints.push({ name: `GET ${path}`, missing: true, status: probes[path].status, listEndpoint });
      continue;
    }
    endpoints.push({ ...(await measure(`GET ${path}`, api, path)), listEndpoint, bodyBytes: Buffer.byteLength(probes[path].body) });
  }
  // How the site's revalidations and signed-in visitors fare on the first list that exists.
  if (sizeSource) {
    if (probes[sizeSource].etag) endpoints.push({ ...(await measure(`GET ${sizeSource} (If-None-Match: 304)`, api, sizeSource, { 'if-none-match': probes[sizeSource].etag }, 304)), listEndpoint: false });
    if (token) endpoints.push({ ...(await measure(`GET ${sizeSource} (signed in: no shared cache)`, api, sizeSource, { authorization: `Bearer ${token}` })), listEndpoint: false });
  }
  for (const endpoint of endpoints) {
    if (endpoint.missing) continue;
    endpoint.ratioToExpress = round(endpoint.requestsPerSecond / express);
    // The same comparison by CPU per request (Express's / the endpoint's): steadier on a shared machine.
    endpoint.cpuRatioToExpress = round(expressResult.cpuMicrosPerRequest / endpoint.cpuMicrosPerRequest);
    if (endpoint.listEndpoint) endpoint.meetsTarget = endpoint.ratioToExpress >= TARGET.ratioToExpress && endpoint.p99Ms < TARGET.p99Ms;
  }
  expressResult.ratioToNodeHttp = round(express / nodeResult.requestsPerSecond);
  expressResult.cpuRatioToNodeHttp = round(nodeResult.cpuMicrosPerRequest / expressResult.cpuMicrosPerRequest);

  const report = {
    ...runInfo(store, 'full'),
    settings: { connections: CONNECTIONS, secondsEach: SECONDS, loopback: true, apiEnv: 'NODE_ENV=production, fresh DATA_DIR, sample content' },
    targets: { listEndpointsRatioToExpressAtLeast: TARGET.ratioToExpress, p99BelowMs: TARGET.p99Ms, asserted: false },
    ceilings: {
      bodyBytes: Buffer.byteLength(ceilingBody),
      bodySizeFrom: sizeSource ? `GET ${sizeSource}` : 'no list endpoint in this build: 8 KB-ish sample JSON',
      nodeHttp: nodeResult,
      express: expressResult,
    },
    endpoints,
  };
  const file = writeResults('latest.json', report);

  const rows = [nodeResult, expressResult, ...endpoints].map((row) => ({
    name: row.name,
    'req/s': row.missing ? `missing (${row.status})` : row.requestsPerSecond,
    'p99 ms': row.p99Ms ?? '',
    'CPU µs/req': row.cpuMicrosPerRequest ?? '',
    'vs Express': row.ratioToExpress ?? (row === expressResult ? '1' : ''),
    'vs node:http': row === expressResult ? row.ratioToNodeHttp : row === nodeResult ? '1' : '',
    'CPU vs Express': row.cpuRatioToExpress ?? (row === expressResult ? '1' : ''),
    target: row.meetsTarget === undefined ? (row.missing && row.listEndpoint ? 'missing' : '') : row.meetsTarget ? 'met' : 'NOT met',
    errors: row.errors ?? '',
  }));
  console.log(`\n${report.machine.cpus} x ${report.machine.cpu}, ${report.machine.os}, Node ${report.machine.node}; ${CONNECTIONS} connections, ${SECONDS} s each; ceiling body ${report.ceilings.bodyBytes} bytes (${report.ceilings.bodySizeFrom})`);
  console.table(rows);
  console.log(`Targets (not asserted): list endpoints >= ${TARGET.ratioToExpress * 100}% of bare Express req/s and p99 < ${TARGET.p99Ms} ms.`);
  console.log(`Written to ${file}`);
} finally {
  for (const server of servers) await server.stop();
  await store.remove();
}
