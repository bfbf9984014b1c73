// `npm run crash-test`: does the API keep every write it acknowledged when its process is killed?
// Several signed-in families write comments and testimonials (neither is rate-limited) over HTTP to the built API
// at once; once KILL_AFTER writes were acknowledged (2xx), the server is killed with SIGKILL mid-stream. It is
// started again on the same data folder (and database), and every acknowledged write must be there, read back
// through the API as an administrator; on SQLite, `pragma integrity_check` must answer ok. Prints the figures
// and writes them to bench/results/crash-test.json (or --out). Exit code 1 if anything acknowledged was lost.
// SQLite in a temporary DATA_DIR by default; with DATABASE_URL, a new database on that PostgreSQL server.
// --fast (what the API test suite runs): 4 clients, 400 writes, kill after 200. Otherwise CRASH_CLIENTS (8),
// CRASH_WRITES (6000) and CRASH_KILL_AFTER (half the writes) set the run.
import { join } from 'node:path';
import { ADMIN, createPost, distDir, everyItem, flag, logIn, option, call, requireBuild, runInfo, scratchStore, serverEnv, signUpFamilies, startServer, writeResults } from './harness.mjs';

requireBuild();
const fast = flag('fast');
const clients = Number(option('clients', 'CRASH_CLIENTS', fast ? 4 : 8));
const writes = Number(option('writes', 'CRASH_WRITES', fast ? 400 : 6000));
const killAfter = Number(option('kill-after', 'CRASH_KILL_AFTER', Math.floor(writes / 2)));
const out = option('out', 'CRASH_RESULTS', 'crash-test.json');

const store = await scratchStore('trailside-crash');
const env = serverEnv(store);
let server;
try {
  server = await startServer(env);
  const adminToken = await logIn(server.url, ADMIN);
  const post = await createPost(server.url, adminToken, 'Crash test');
  const families = await signUpFamilies(server.url, clients, 'Crash');

  // Each client writes in turn a comment and a testimonial until the writes are all sent or the server is gone.
  let sent = 0;
  let unanswered = 0;
  let killedAt;
  const acknowledged = { comments: new Set(), testimonials: new Set() };
  const ackCount = () => acknowledged.comments.size + acknowledged.testimonials.size;
  let killing;
  const started = Date.now();
  await Promise.all(
    families.map(async (family, client) => {
      for (let turn = 0; sent < writes && !killing; turn += 1) {
        sent += 1;
        const n = sent;
        const comment = turn % 2 === 0;
        const response = comment
          ? await call(server.url, 'POST', '/api/comments', { token: family.token, json: { comment: `Crash test write ${n} from client ${client}`, parentDocPath: `blogs/${post.id}` } })
          : await call(server.url, 'POST', '/api/testimonials', { token: family.token, json: { text: `Crash test write ${n} from client ${client}` } });
        if (response.status >= 200 && response.status < 300) {
          if (comment) acknowledged.comments.add(response.body.comment.id);
          else acknowledged.testimonials.add(response.body.testimonial.id);
        } else if (response.status === 0) {
          unanswered += 1;
        } else {
          throw new Error(`A write was refused before the kill: ${response.status} ${JSON.stringify(response.body)}`);
        }
        if (!killing && ackCount() >= killAfter) {
          killedAt = { acknowledged: ackCount(), sent, seconds: (Date.now() - started) / 1000 };
          killing = server.kill();
        }
      }
    }),
  );
  if (!killing) {
    // Every write was answered before KILL_AFTER: kill it now, with everything acknowledged.
    killedAt = { acknowledged: ackCount(), sent, seconds: (Date.now() - started) / 1000 };
    killing = server.kill();
  }
  const death = await killing;
  const writeSeconds = killedAt?.seconds;

  // Back up on the same data, as a supervisor would restart it.
  server = await startServer(env);
  const adminAgain = await logIn(server.url, ADMIN);
  // Every page of each list: a list answers a page at a time.
  const comments = await everyItem(server.url, `/api/comments?parentDocPath=${encodeURIComponent(`blogs/${post.id}`)}`, 'comments', { token: adminAgain, limit: 100 });
  const testimonials = await everyItem(server.url, '/api/testimonials', 'testimonials', { token: adminAgain, limit: 50 });
  const present = {
    comments: new Set(comments.map((comment) => comment.id)),
    testimonials: new Set(testimonials.map((testimonial) => testimonial.id)),
  };
  const missing = [
    ...[...acknowledged.comments].filter((id) => !present.comments.has(id)).map((id) => `comment ${id}`),
    ...[...acknowledged.testimonials].filter((id) => !present.testimonials.has(id)).map((id) => `testimonial ${id}`),
  ];
  const stored = present.comments.size + present.testimonials.size;
  const integrity = store.databaseUrl ? 'not applicable (PostgreSQL)' : await sqliteIntegrity(env);
  await server.stop();
  server = undefined;

  const report = {
    ...runInfo(store, fast ? 'fast' : 'full'),
    clients,
    writesPlanned: writes,
    killAfterAcknowledged: killAfter,
    killedBy: death.signal,
    writesSent: sent,
    acknowledged: ackCount(),
    unansweredAtKill: unanswered,
    secondsBeforeKill: writeSeconds,
    acknowledgedPerSecond: writeSeconds ? Math.round(ackCount() / writeSeconds) : undefined,
    storedAfterRestart: stored,
    // Committed, but the answer was lost with the process: allowed (the client saw no 2xx).
    storedButUnanswered: stored - (ackCount() - missing.length),
    verifiedAfterRestart: ackCount() - missing.length,
    missing: missing.slice(0, 20),
    missingCount: missing.length,
    integrityCheck: integrity,
  };
  const file = writeResults(out, report);
  console.log(
    `Crash test (${store.database}, ${clients} clients): ${sent} writes sent, ${report.acknowledged} acknowledged, server killed with ${death.signal} ` +
      `after ${killedAt.acknowledged} acknowledgements (${unanswered} writes left without an answer); after the restart ` +
      `${report.verifiedAfterRestart} of ${report.acknowledged} acknowledged writes verified, ${missing.length} missing; integrity check: ${integrity}.\nWritten to ${file}`,
  );
  const ok = missing.length === 0 && (store.databaseUrl || integrity === 'ok') && death.signal === 'SIGKILL';
  process.exitCode = ok ? 0 : 1;
} finally {
  await server?.stop();
  await store.remove();
}

/** `pragma integrity_check` on the SQLite file the API used, opened as the API opens it. */
async function sqliteIntegrity(serverEnvironment) {
  const { MikroORM } = await import('@mikro-orm/core');
  const { ormOptions } = await import(join(distDir, 'database/orm-options.js'));
  const orm = await MikroORM.init(ormOptions({ databaseFile: join(serverEnvironment.DATA_DIR, 'school.sqlite'), databaseUrl: undefined }));
  try {
    const rows = await orm.em.getConnection().execute('pragma integrity_check');
    return rows.map((row) => Object.values(row)[0]).join('; ');
  } finally {
    await orm.close();
  }
}
