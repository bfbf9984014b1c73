// `npm run bench`: measures the built API's public list endpoints against two ceilings serving a JSON body
// of the same size (a bare node:http server and a bare Express 5 app), in one run on one machine, and
// writes the numbers (with the machine) to bench/results/latest.json. It builds nothing: run `npm run build`
// first. The ratios are what compare across machines; absolute numbers only describe this one.
// Targets (reported, never asserted): every list endpoint >= 60% of bare Express req/s, with p99 < 20 ms.
// Each server runs in its own process; besides req/s and p99 the bench reads each server's CPU time per
// request, a comparison that stays steady when other work shares the machine (req/s and p99 do not).
// It also times the staff console's bulk moderation: 1,000 pending comments approved in one request, then
// rounds alternating approve and reject (median and p95 ms; target under 250 ms), and the moderation summary
// the console polls, signed in as an admin, with and without If-None-Match.
// Signed-in reads: each list endpoint (and a post's comments) read by a signed-in family against the same
// read by a visitor, as a ratio of req/s (target: at least 1/3), written under `signedInReads`.
// Rendered pages: the site's pages as a browser asks for them (text/html, Brotli or gzip), kept (the page cache's
// copy) and uncached (a new address each time, so every view is drawn: the loaders' requests, React's render and
// the compression), against the list endpoints in the same run (target: a kept page at least half their req/s,
// p99 < 50 ms), with an uncached page's CPU time. Beside each kept page, a bare node:http server answering with
// the same bytes says what this machine (the load generator included) allows for a body that size. Needs the
// site built too (`npm run build` builds both).
// BENCH_SECONDS (5), BENCH_CONNECTIONS (50), BENCH_PATHS (more GET paths, comma-separated) and
// BENCH_MODERATION_ROUNDS (10) adjust it.
import { existsSync, statSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { ADMIN, apiRoot, requireBuild, runInfo, scratchStore, serve, serverEnv, signUpFamilies, startServer, writeResults } from '../scripts/harness.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const TARGET = { ratioToExpress: 0.6, p99Ms: 20, bulkModerationMs: 250, signedInToAnonymous: 1 / 3, keptPageToListEndpoints: 0.5, keptPageP99Ms: 50 };
/** The built site the API serves and renders (with its server entry); without it the pages are reported missing. */
const SITE_DIR = join(apiRoot, '../site/dist');
const SITE_BUILT = existsSync(join(SITE_DIR, '.server/entry-server.mjs'));
/** What a browser sends for a page. */
const BROWSER = { accept: 'text/html', 'accept-encoding': 'br, gzip' };
const MODERATION_ROUNDS = Number(process.env.BENCH_MODERATION_ROUNDS ?? 10);
const BULK_ITEMS = 1000;
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
async function measure(name, server, path, headers = {}, expectStatus = 200, requests = undefined) {
  const url = `${server.url}${path}`;
  await autocannon({ url, connections: 10, duration: 1, headers, requests });
  const cpuBefore = await server.cpu();
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers, requests });
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

/**
 * Each list read by a signed-in family (who has nothing awaiting approval) against the same read by a visitor:
 * the family's req/s over the visitor's, which should be at least TARGET.signedInToAnonymous.
 */
async function benchSignedInReads(api, familyToken, paths) {
  const rows = [];
  for (const path of paths) {
    const anonymous = await measure(`GET ${path} (visitor)`, api, path);
    const signedIn = await measure(`GET ${path} (signed-in family)`, api, path, { authorization: `Bearer ${familyToken}` });
    const ratio = round(signedIn.requestsPerSecond / anonymous.requestsPerSecond);
    rows.push({ path, anonymous, signedIn, ratio, cpuRatio: round(anonymous.cpuMicrosPerRequest / signedIn.cpuMicrosPerRequest), meetsTarget: ratio >= TARGET.signedInToAnonymous });
  }
  return rows;
}

/** A response's body as it came over the wire, still compressed (fetch would decode it). */
const bytesAsSent = (url, headers) =>
  new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve(Buffer.concat(chunks)));
    }).on('error', reject);
  });

/**
 * Each page kept (every view after the first is answered from the page cache) and uncached (each request names
 * a new address, `?bench-view=<n>`, so each is drawn afresh), as a browser asks for it.
 */
async function benchRenderedPages(api, paths, listRate) {
  const rows = [];
  for (const path of paths) {
    const kept = await measure(`GET ${path} (page, kept)`, api, path, BROWSER);
    // What this machine allows for these very bytes: a bare node:http server answering with the kept page as sent.
    const bytesFile = join(dataDir, 'ceiling-page');
    writeFileSync(bytesFile, await bytesAsSent(`${api.url}${path}`, BROWSER));
    const ceilingServer = await serve('http', [bytesFile]);
    const ceiling = await measure(`GET ${path} (its bytes from bare node:http)`, ceilingServer, path);
    await ceilingServer.stop();
    let view = 0;
    const separator = path.includes('?') ? '&' : '?';
    const fresh = [{ method: 'GET', setupRequest: (request) => ({ ...request, path: `${path}${separator}bench-view=${(view += 1)}` }) }];
    const uncached = await measure(`GET ${path} (page, drawn each time)`, api, path, BROWSER, 200, fresh);
    const ratio = round(kept.requestsPerSecond / listRate);
    rows.push({
      path,
      kept: { ...kept, ratioToListEndpoints: ratio, meetsTarget: ratio >= TARGET.keptPageToListEndpoints && kept.p99Ms < TARGET.keptPageP99Ms },
      ceiling: { ...ceiling, bodyBytes: statSync(bytesFile).size },
      uncached: { ...uncached, cpuMsPerRender: round(uncached.cpuMicrosPerRequest / 1000, 2) },
    });
  }
  return rows;
}

const servers = [];
const round = (value, digits = 3) => (value === undefined ? undefined : Number(value.toFixed(digits)));

/** The value below which `share` of the sorted numbers lie (nearest rank). */
const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];

/**
 * Seeds BULK_ITEMS pending comments on the newest post (through the API, as families would), then times
 * rounds of one request moderating all of them, alternating approve and reject so every round moves every row.
 */
async function benchBulkModeration(api, token) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const { blogs } = await (await fetch(`${api.url}/api/blogs`)).json();
  const parentDocPath = `blogs/${blogs[0].id}`;
  const ids = [];
  for (let start = 0; start < BULK_ITEMS; start += 20) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(20, BULK_ITEMS - start) }, async (_, i) => {
        const body = JSON.stringify({ comment: `Bench comment ${start + i}: the beans are up!`, parentDocPath });
        const response = await fetch(`${api.url}/api/comments`, { method: 'POST', headers, body });
        if (response.status !== 201) throw new Error(`Seeding a comment answered ${response.status}: ${await response.text()}`);
        return (await response.json()).comment.id;
      }),
    );
    ids.push(...batch);
  }
  const timings = [];
  for (let roundNumber = 0; roundNumber < MODERATION_ROUNDS; roundNumber += 1) {
    const action = roundNumber % 2 === 0 ? 'approve' : 'reject';
    const started = performance.now();
    const items = ids.map((id) => ({ kind: 'comment', id }));
    const response = await fetch(`${api.url}/api/moderation`, { method: 'POST', headers, body: JSON.stringify({ action, items }) });
    const answer = await response.json();
    timings.push(performance.now() - started);
    const moved = (answer.items ?? []).filter((item) => item.from !== item.to).length;
    if (response.status !== 200 || moved !== BULK_ITEMS) {
      throw new Error(`Bulk ${action} answered ${response.status} with ${moved} items moved: ${answer.message ?? ''}`);
    }
  }
  const sorted = [...timings].sort((a, b) => a - b);
  const medianMs = round(percentile(sorted, 0.5), 1);
  const p95Ms = round(percentile(sorted, 0.95), 1);
  return {
    name: `POST /api/moderation (${BULK_ITEMS} comments, one request)`,
    items: BULK_ITEMS,
    rounds: MODERATION_ROUNDS,
    actions: 'approve and reject alternately (every round moves every comment)',
    medianMs,
    p95Ms,
    roundsMs: timings.map((ms) => round(ms, 1)),
    targetMs: TARGET.bulkModerationMs,
    meetsTarget: medianMs < TARGET.bulkModerationMs && p95Ms < TARGET.bulkModerationMs,
  };
}

try {
  const api = await startServer(serverEnv(store, { SAMPLE_CONTENT: 'true', AUTH_RATE_LIMIT_PER_MINUTE: '1000000', ...(SITE_BUILT ? { SITE_DIR } : {}) }));
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
  // The site's rendered pages, against the list endpoints measured just now.
  const listRates = endpoints.filter((endpoint) => endpoint.listEndpoint && !endpoint.missing).map((endpoint) => endpoint.requestsPerSecond);
  const listRate = listRates.reduce((sum, rate) => sum + rate, 0) / Math.max(1, listRates.length);
  let renderedPages;
  if (SITE_BUILT && probes['/api/blogs'].status === 200) {
    const [newest] = JSON.parse(probes['/api/blogs'].body).blogs;
    renderedPages = { listEndpointsMeanRequestsPerSecond: Math.round(listRate), pages: await benchRenderedPages(api, ['/', '/classes', '/blog-classic-grid', `/blog-details?id=${newest.id}`], listRate) };
  }
  // Signed-in families against visitors, on every list that exists and on the newest post's comments.
  let signedInReads;
  if (token) {
    const [family] = await signUpFamilies(api.url, 1, 'bench');
    const { blogs } = probes['/api/blogs'].status === 200 ? JSON.parse(probes['/api/blogs'].body) : { blogs: [] };
    const commentsPath = blogs[0] ? `/api/comments?parentDocPath=${encodeURIComponent(`blogs/${blogs[0].id}`)}` : undefined;
    signedInReads = await benchSignedInReads(api, family.token, [...LIST_ENDPOINTS.filter(present), ...(commentsPath ? [commentsPath] : [])]);
  }
  // The staff console: bulk moderation, then the summary it polls (with the inbox now full of comments).
  let bulkModeration;
  if (token) {
    bulkModeration = await benchBulkModeration(api, token);
    const auth = { authorization: `Bearer ${token}` };
    const summary = await fetch(`${api.url}/api/moderation/summary`, { headers: auth });
    if (summary.status === 200) {
      const etag = summary.headers.get('etag');
      // The cheapest signed-in route, for comparison: what checking the token and reading the account costs.
      endpoints.push({ ...(await measure('GET /api/auth/me (admin: the sign-in check alone)', api, '/api/auth/me', auth)), listEndpoint: false });
      endpoints.push({ ...(await measure('GET /api/moderation/summary (admin)', api, '/api/moderation/summary', auth)), listEndpoint: false });
      endpoints.push({
        ...(await measure('GET /api/moderation/summary (admin, If-None-Match: 304)', api, '/api/moderation/summary', { ...auth, 'if-none-match': etag }, 304)),
        listEndpoint: false,
      });
    } else {
      endpoints.push({ name: 'GET /api/moderation/summary (admin)', missing: true, status: summary.status, listEndpoint: false });
    }
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
    targets: {
      listEndpointsRatioToExpressAtLeast: TARGET.ratioToExpress,
      p99BelowMs: TARGET.p99Ms,
      bulkModerationOf1000BelowMs: TARGET.bulkModerationMs,
      signedInToAnonymousAtLeast: round(TARGET.signedInToAnonymous),
      keptPageToListEndpointsAtLeast: TARGET.keptPageToListEndpoints,
      keptPageP99BelowMs: TARGET.keptPageP99Ms,
      asserted: false,
    },
    ceilings: {
      bodyBytes: Buffer.byteLength(ceilingBody),
      bodySizeFrom: sizeSource ? `GET ${sizeSource}` : 'no list endpoint in this build: 8 KB-ish sample JSON',
      nodeHttp: nodeResult,
      express: expressResult,
    },
    endpoints,
    renderedPages: renderedPages ?? { missing: 'the site is not built (npm run build builds it)' },
    signedInReads,
    bulkModeration,
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
  if (signedInReads) {
    console.table(
      signedInReads.map((row) => ({
        path: row.path,
        'visitor req/s': row.anonymous.requestsPerSecond,
        'family req/s': row.signedIn.requestsPerSecond,
        'family / visitor': row.ratio,
        'CPU visitor / family': row.cpuRatio,
        target: row.meetsTarget ? 'met' : 'NOT met',
        errors: row.anonymous.errors + row.signedIn.errors,
      })),
    );
  }
  if (renderedPages) {
    console.log(`Rendered pages, against the list endpoints' mean of ${renderedPages.listEndpointsMeanRequestsPerSecond} req/s:`);
    console.table(
      renderedPages.pages.map(({ path, kept, ceiling, uncached }) => ({
        path,
        'kept req/s': kept.requestsPerSecond,
        'kept p99 ms': kept.p99Ms,
        'kept / lists': kept.ratioToListEndpoints,
        target: kept.meetsTarget ? 'met' : 'NOT met',
        'kept CPU µs': kept.cpuMicrosPerRequest,
        'same bytes, node:http req/s': ceiling.requestsPerSecond,
        'its p99 ms': ceiling.p99Ms,
        'drawn req/s': uncached.requestsPerSecond,
        'drawn p99 ms': uncached.p99Ms,
        'CPU ms per drawing': uncached.cpuMsPerRender,
        errors: kept.errors + uncached.errors,
      })),
    );
  }
  if (bulkModeration) {
    const { name, medianMs, p95Ms, rounds, meetsTarget } = bulkModeration;
    console.log(`${name}: median ${medianMs} ms, p95 ${p95Ms} ms over ${rounds} rounds (target < ${TARGET.bulkModerationMs} ms: ${meetsTarget ? 'met' : 'NOT met'})`);
  }
  console.log(`Targets (not asserted): list endpoints >= ${TARGET.ratioToExpress * 100}% of bare Express req/s and p99 < ${TARGET.p99Ms} ms; bulk moderation of ${BULK_ITEMS} < ${TARGET.bulkModerationMs} ms; signed-in family reads >= 1/3 of a visitor's req/s; a kept page >= 1/2 of the list endpoints' req/s with p99 < ${TARGET.keptPageP99Ms} ms.`);
  console.log(`Written to ${file}`);
} finally {
  for (const server of servers) await server.stop();
  await store.remove();
}
