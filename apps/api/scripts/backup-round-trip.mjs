// `npm run backup:round-trip`: does `npm run backup` take a consistent copy while the site is busy, and does
// `npm run restore` bring back exactly that moment? Against the built API in its own process:
//   1. content: a post with BASE comments by a family, a testimonial, a gallery picture;
//   2. one writer adds comments "Round trip write 1, 2, ..." one after another, never pausing, while the backup
//      CLI (dist/backup.js) runs;
//   3. after the backup: more comments, a new family, a testimonial and a second picture;
//   4. the restore CLI must refuse while the server runs; then the server stops, the restore runs, the server
//      starts again on the restored data;
//   5. the data must be the backup moment exactly: every earlier row, the writer's comments 1..k for one k (no
//      gap: the copy is one snapshot), k at least what was acknowledged before the backup started and at most what
//      was sent before it ended, nothing written after it, and the first picture's files served, the second's not.
// Prints the figures and writes them to bench/results/backup-round-trip.json (or --out); exit code 1 on any
// difference. SQLite in a temporary DATA_DIR by default; with DATABASE_URL, a new database on that server (needs
// pg_dump and pg_restore). --fast (what the API test suite runs): 40 base comments; else ROUND_TRIP_BASE (2000).
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { ADMIN, call, createPost, distDir, everyItem, flag, logIn, must, option, requireBuild, runInfo, scratchStore, serverEnv, signUpFamilies, startServer, writeResults } from './harness.mjs';

const run = promisify(execFile);
requireBuild();
const fast = flag('fast');
const base = Number(option('base', 'ROUND_TRIP_BASE', fast ? 40 : 2000));
const after = 20;
const out = option('out', 'ROUND_TRIP_RESULTS', 'backup-round-trip.json');

const store = await scratchStore('trailside-roundtrip');
const env = serverEnv(store);
const backupFolder = join(store.dataDir, '..', `${store.dataDir.split('/').pop()}-backup`);
const problems = [];
const expect = (ok, message) => ok || problems.push(message);
let server;

/** Runs dist/backup.js or dist/restore.js as `npm run backup|restore` would, on this run's data. */
async function cli(name, ...args) {
  const started = Date.now();
  try {
    const { stdout } = await run(process.execPath, [join(distDir, `${name}.js`), ...args], { env });
    return { ok: true, output: stdout.trim(), seconds: (Date.now() - started) / 1000 };
  } catch (error) {
    return { ok: false, output: `${error.stdout ?? ''}${error.stderr ?? ''}`.trim(), seconds: (Date.now() - started) / 1000 };
  }
}

async function picture(colour) {
  const form = new FormData();
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: colour } }).png().toBuffer();
  form.set('groupLabel', 'Round trip');
  form.append('images', new Blob([png], { type: 'image/png' }), `${colour.slice(1)}.png`);
  return form;
}

/** Every comment on the post, page after page. */
const commentTexts = async (url, token, postId) =>
  (await everyItem(url, `/api/comments?parentDocPath=${encodeURIComponent(`blogs/${postId}`)}`, 'comments', { token, limit: 100 })).map((comment) => comment.comment);

try {
  server = await startServer(env);
  const adminToken = await logIn(server.url, ADMIN);
  const post = await createPost(server.url, adminToken, 'Round trip');
  const [family] = await signUpFamilies(server.url, 1, 'Before');
  const comment = (text) => call(server.url, 'POST', '/api/comments', { token: family.token, json: { comment: text, parentDocPath: `blogs/${post.id}` } });
  for (let n = 1; n <= base; n += 1) await must(server.url, 'POST', '/api/comments', { token: family.token, json: { comment: `Base comment ${n}`, parentDocPath: `blogs/${post.id}` } });
  await must(server.url, 'POST', '/api/testimonials', { token: family.token, json: { text: 'Written before the backup.' } });
  const [kept] = (await must(server.url, 'POST', '/api/gallery', { token: adminToken, form: await picture('#2e7d32') })).gallery;

  // The writer never pauses while the backup runs.
  let sent = 0;
  let acknowledged = 0;
  let writing = true;
  const writer = (async () => {
    while (writing) {
      sent += 1;
      const response = await comment(`Round trip write ${sent}`);
      if (response.status !== 201) throw new Error(`A write during the backup failed: ${response.status} ${JSON.stringify(response.body)}`);
      acknowledged = sent;
    }
  })();
  // Let it get going first.
  while (acknowledged < 10) await new Promise((resolve) => setImmediate(resolve));
  const acknowledgedBeforeBackup = acknowledged;
  const backup = await cli('backup', backupFolder);
  const sentBeforeBackupEnded = sent;
  writing = false;
  await writer;
  expect(backup.ok, `The backup failed: ${backup.output}`);

  // After the backup: all of this must be gone after the restore.
  for (let n = 1; n <= after; n += 1) await comment(`After the backup ${n}`);
  await signUpFamilies(server.url, 1, 'After');
  await must(server.url, 'POST', '/api/testimonials', { token: family.token, json: { text: 'Written after the backup.' } });
  const [dropped] = (await must(server.url, 'POST', '/api/gallery', { token: adminToken, form: await picture('#c62828') })).gallery;
  const usersBefore = (await must(server.url, 'GET', '/api/users', { token: adminToken })).users.length;

  const refused = await cli('restore', backupFolder);
  expect(!refused.ok && /is using/.test(refused.output), `The restore should refuse while the server runs; it said: ${refused.output}`);
  await server.stop();
  const restored = await cli('restore', backupFolder);
  expect(restored.ok, `The restore failed: ${restored.output}`);

  server = await startServer(env);
  const adminAgain = await logIn(server.url, ADMIN);
  const texts = await commentTexts(server.url, adminAgain, post.id);
  const baseTexts = texts.filter((text) => text.startsWith('Base comment '));
  const written = texts.filter((text) => text.startsWith('Round trip write ')).map((text) => Number(text.split(' ').pop()));
  const k = written.length;
  expect(baseTexts.length === base, `${baseTexts.length} of ${base} base comments came back.`);
  expect(written.every((n, index) => n === index + 1), `The writer's comments came back with a gap: ${written.slice(0, 50).join(', ')}`);
  expect(k >= acknowledgedBeforeBackup && k <= sentBeforeBackupEnded, `The copy holds ${k} of the writer's comments, outside ${acknowledgedBeforeBackup}..${sentBeforeBackupEnded}.`);
  expect(!texts.some((text) => text.startsWith('After the backup')), 'Comments written after the backup came back.');
  const testimonials = (await everyItem(server.url, '/api/testimonials', 'testimonials', { token: adminAgain, limit: 50 })).map((t) => t.text);
  expect(testimonials.join('|') === 'Written before the backup.', `Testimonials after the restore: ${testimonials.join(' | ')}`);
  const users = (await must(server.url, 'GET', '/api/users', { token: adminAgain })).users.length;
  expect(users === usersBefore - 1, `${users} accounts after the restore; the backup had ${usersBefore - 1}.`);
  const gallery = (await must(server.url, 'GET', '/api/gallery')).gallery.map((image) => image.id);
  expect(gallery.join() === kept.id, `Gallery after the restore: ${gallery.join(', ')}`);
  const served = async (image) => (await fetch(`${server.url}${image.imageUrl}`)).status;
  expect((await served(kept)) === 200, `The picture from before the backup is not served after the restore.`);
  expect((await served(dropped)) === 404, `The picture added after the backup is still served after the restore.`);
  await server.stop();
  server = undefined;

  const report = {
    ...runInfo(store, fast ? 'fast' : 'full'),
    baseComments: base,
    writerAcknowledgedBeforeBackup: acknowledgedBeforeBackup,
    writerSentBeforeBackupEnded: sentBeforeBackupEnded,
    writesDuringBackup: sentBeforeBackupEnded - acknowledgedBeforeBackup,
    writerCommentsInBackup: k,
    writesAfterBackup: after + 3,
    backupSeconds: backup.seconds,
    restoreSeconds: restored.seconds,
    restoreRefusedWhileServing: !refused.ok,
    equalsBackupMoment: problems.length === 0,
    problems,
  };
  const file = writeResults(out, report);
  console.log(
    `Backup round trip (${store.database}, ${base} earlier comments): the backup took ${backup.seconds} s while a writer sent ${report.writesDuringBackup} ` +
      `numbered comments; it holds numbers 1 to ${k}, and the restore (${restored.seconds} s) brought back exactly that moment: ` +
      `${problems.length ? `NO, ${problems.length} difference(s):\n  ${problems.join('\n  ')}` : 'yes'}.\nWritten to ${file}`,
  );
  process.exitCode = problems.length ? 1 : 0;
} finally {
  await server?.stop();
  const { rmSync } = await import('node:fs');
  rmSync(backupFolder, { recursive: true, force: true });
  rmSync(`${store.dataDir}-backups`, { recursive: true, force: true });
  await store.remove();
}
