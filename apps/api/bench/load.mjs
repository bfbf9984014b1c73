// `npm run bench:load`: the built API under a school's worst morning, on loopback. LOAD_CONNECTIONS (200)
// connections for LOAD_SECONDS (60; `--seconds 5` for a smoke run) send a mix of requests:
//   85% anonymous reads of the public lists and pages (blogs, recent posts, one post, its comments, testimonials,
//       gallery, teachers, event flyers, settings),
//    5% signed-in reads (who am I, testimonials and comments as a family: never the shared cache),
//   10% writes by LOAD_FAMILIES (20) signed-in families: comments on the posts (6%) and testimonials (4%).
// Every answer that is not 2xx or 3xx counts as an error, and so does a connection error or a timeout: zero is
// expected. req/s, p50/p90/p99 latency, the errors and the mix actually sent go to bench/results/load.json (or
// --out), with the machine. The API runs in its own process on a new data folder with the sample content
// (SQLite; with DATABASE_URL, a new database on that PostgreSQL server); the load generator shares the machine.
// Bounded: it stops by itself after the duration. It builds nothing; the root script does.
import autocannon from 'autocannon';
import { call, flag, must, option, requireBuild, runInfo, scratchStore, serverEnv, signUpFamilies, startServer, writeResults } from '../scripts/harness.mjs';

requireBuild();
const seconds = Number(option('seconds', 'LOAD_SECONDS', 60));
const connections = Number(option('connections', 'LOAD_CONNECTIONS', 200));
const familyCount = Number(option('families', 'LOAD_FAMILIES', 20));
const out = option('out', 'LOAD_RESULTS', seconds < 60 ? 'load-smoke.json' : 'load.json');
const quiet = flag('quiet');

const store = await scratchStore('trailside-load');
let server;
try {
  server = await startServer(serverEnv(store, { SAMPLE_CONTENT: 'true', AUTH_RATE_LIMIT_PER_MINUTE: '100000' }));
  const { url } = server;
  const families = await signUpFamilies(url, familyCount, 'Load');
  const posts = (await must(url, 'GET', `/api/blogs?query=${encodeURIComponent(JSON.stringify({ limit: 50 }))}`)).blogs;
  if (!posts.length) throw new Error('The sample content has no blog posts to read and comment on.');
  const randomOf = (list) => list[Math.floor(Math.random() * list.length)];
  const commentsOf = (post) => `/api/comments?parentDocPath=${encodeURIComponent(`blogs/${post.id}`)}`;
  const json = (token, body) => ({ method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const get = (path, token) => ({ method: 'GET', path, headers: token ? { authorization: `Bearer ${token}` } : {}, body: undefined });

  let written = 0;
  /** The mix: [name, weight in percent, the request it makes]. */
  const mix = [
    ['GET /api/blogs', 15, () => get('/api/blogs')],
    ['GET /api/blogs-recent', 10, () => get(`/api/blogs-recent?query=${encodeURIComponent(JSON.stringify({ limit: 3 }))}`)],
    ['GET /api/blogs/:id', 10, () => get(`/api/blogs/${randomOf(posts).id}`)],
    ['GET /api/comments (a post)', 15, () => get(commentsOf(randomOf(posts)))],
    ['GET /api/testimonials', 10, () => get('/api/testimonials')],
    ['GET /api/gallery', 10, () => get('/api/gallery')],
    ['GET /api/teachers', 5, () => get('/api/teachers')],
    ['GET /api/socialEvents', 5, () => get('/api/socialEvents')],
    ['GET /api/settings', 5, () => get('/api/settings')],
    ['GET /api/auth/me (signed in)', 2, () => get('/api/auth/me', randomOf(families).token)],
    ['GET /api/testimonials (signed in)', 2, () => get('/api/testimonials', randomOf(families).token)],
    ['GET /api/comments (signed in)', 1, () => get(commentsOf(randomOf(posts)), randomOf(families).token)],
    ['POST /api/comments', 6, () => ({ path: '/api/comments', ...json(randomOf(families).token, { comment: `Load test comment ${(written += 1)}`, parentDocPath: `blogs/${randomOf(posts).id}` }) })],
    ['POST /api/testimonials', 4, () => ({ path: '/api/testimonials', ...json(randomOf(families).token, { text: `Load test testimonial ${(written += 1)}` }) })],
  ];
  const total = mix.reduce((sum, [, weight]) => sum + weight, 0);
  if (total !== 100) throw new Error(`The mix adds up to ${total}%, not 100%.`);
  const pick = () => {
    let roll = Math.random() * 100;
    for (const entry of mix) if ((roll -= entry[1]) < 0) return entry;
    return mix[0];
  };
  const perKind = Object.fromEntries(mix.map(([name]) => [name, { sent: 0, statuses: {} }]));
  const latencies = Object.fromEntries(mix.map(([name]) => [name, []]));
  const percentile = (values, p) => (values.length ? Math.round(values.sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]) : undefined);
  const errorSamples = [];

  // Every mix path answers 2xx before the run starts, or the bench stops here.
  for (const [name, , make] of mix) {
    const request = make();
    const response = await call(url, request.method, request.path, { token: request.headers.authorization?.slice(7), json: request.body && JSON.parse(request.body) });
    if (response.status < 200 || response.status >= 300) throw new Error(`${name} answered ${response.status} before the run: ${JSON.stringify(response.body)}`);
  }

  const cpuBefore = await server.cpu();
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    timeout: 10,
    requests: [
      {
        setupRequest: (request, context) => {
          const [name, , make] = pick();
          context.kind = name;
          context.started = performance.now();
          perKind[name].sent += 1;
          return { ...request, ...make() };
        },
        onResponse: (status, body, context) => {
          const kind = perKind[context.kind];
          if (kind) {
            kind.statuses[status] = (kind.statuses[status] ?? 0) + 1;
            latencies[context.kind].push(performance.now() - context.started);
          }
          if (status >= 400 && errorSamples.length < 10) errorSamples.push({ kind: context.kind, status, body: body?.slice(0, 300) });
        },
      },
    ],
  });
  const cpuSeconds = ((await server.cpu()) - cpuBefore) / 1e6;

  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, Number(count)]));
  const badAnswers = Object.entries(statuses).filter(([code]) => Number(code) >= 400).reduce((sum, [, count]) => sum + count, 0);
  const writesAcknowledged = ['POST /api/comments', 'POST /api/testimonials'].reduce((sum, name) => sum + Object.entries(perKind[name].statuses).filter(([code]) => code.startsWith('2')).reduce((s, [, n]) => s + n, 0), 0);
  const report = {
    ...runInfo(store, seconds < 60 ? 'smoke' : 'full'),
    settings: { connections, seconds, families: familyCount, loopback: true, apiEnv: 'NODE_ENV=production, new data folder, sample content', timeoutSeconds: 10 },
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max, average: result.latency.average },
    errors: result.errors + badAnswers,
    connectionErrors: result.errors,
    timeouts: result.timeouts,
    non2xx3xxAnswers: badAnswers,
    statuses,
    writesAcknowledged,
    writesPerSecond: Math.round(writesAcknowledged / seconds),
    serverCpuSeconds: Math.round(cpuSeconds * 10) / 10,
    // Per kind of request, measured by the bench around each request (autocannon's figures above are for all).
    mix: Object.fromEntries(
      mix.map(([name, weight]) => [name, { weightPercent: weight, ...perKind[name], p50Ms: percentile(latencies[name], 50), p99Ms: percentile(latencies[name], 99) }]),
    ),
    errorSamples,
  };
  const file = writeResults(out, report);
  if (!quiet) {
    console.log(
      `\n${report.machine.cpus} x ${report.machine.cpu}, ${report.machine.os}, Node ${report.machine.node}; ${store.database}; ` +
        `${connections} connections for ${seconds} s on loopback, ${familyCount} families writing.`,
    );
    console.log(
      `${report.requests} requests, ${report.requestsPerSecond} req/s; latency p50 ${report.latencyMs.p50} ms, p90 ${report.latencyMs.p90} ms, ` +
        `p99 ${report.latencyMs.p99} ms, max ${report.latencyMs.max} ms; ${writesAcknowledged} writes acknowledged (${report.writesPerSecond}/s); ` +
        `errors: ${report.errors} (${result.errors} connection errors of which ${result.timeouts} timeouts, ${badAnswers} answers of 4xx/5xx).`,
    );
    if (errorSamples.length) console.log('First errors:', errorSamples);
    console.log(`Written to ${file}`);
  }
  process.exitCode = report.errors === 0 ? 0 : 1;
} finally {
  await server?.stop();
  await store.remove();
}
