// Makes a release's upgrade fixture: a backup (`npm run backup`) of a school that has been used for a while, taken
// by that release itself. The upgrade test (apps/api/test/upgrade.e2e-spec.ts) restores it with the new build and
// checks the new migrations keep every row and every picture. Run it in a checkout of the release, after its build:
//
//   node /path/to/this/scripts/make-upgrade-fixture.mjs <empty folder>                       (SQLite)
//   DATABASE_URL=postgres://.../empty_db node /path/to/this/scripts/make-upgrade-fixture.mjs <empty folder>
//
// It starts the release's API on a new data folder with the sample content (teachers, posts, pictures, families),
// then does over HTTP what a term of use leaves behind in every other table: a family signs up and writes, a child
// asks a parent's consent, an enquiry with a captcha, subscriptions, a notice, a short link, two-step sign-in,
// wrong passwords, a reset link. It stops the API (SIGTERM) and backs the data up with the release's own backup.
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { Secret, TOTP } from 'otpauth';

const out = process.argv[2];
if (!out) {
  console.error('Name an empty folder for the fixture: node scripts/make-upgrade-fixture.mjs <folder>');
  process.exit(1);
}
const release = process.cwd();
const port = process.env.FIXTURE_PORT ?? '5551';
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'upgrade-fixture-'));
// What the upgrade test signs in with; the sample families' own passwords are random and never printed.
const people = {
  admin: { email: 'office@trailside-montessori.example', password: 'upgrade-fixture-office' },
  family: { email: 'rosa.alvarez@families.example', password: 'upgrade-fixture-family', fname: 'Rosa', lname: 'Alvarez' },
  child: { email: 'theo.alvarez@families.example', password: 'upgrade-fixture-child', fname: 'Theo', lname: 'Alvarez' },
};
const env = {
  ...process.env,
  NODE_ENV: 'development',
  PORT: port,
  DATA_DIR: dataDir,
  ADMIN_EMAIL: people.admin.email,
  ADMIN_PASSWORD: people.admin.password,
  SAMPLE_CONTENT: 'true',
  SMTP_URL: '',
  PUBLIC_URL: 'https://school.example',
};

async function call(method, path, { token, body, form, expect = [200, 201] } = {}) {
  const headers = token ? { Authorization: `Bearer ${token}` } : {};
  let payload;
  if (form) {
    payload = new FormData();
    for (const [name, value] of Object.entries(form)) payload.append(name, value);
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const response = await fetch(`${base}${path}`, { method, headers, body: payload });
  const text = await response.text();
  if (!expect.includes(response.status)) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : {};
}

async function captcha() {
  const challenge = await call('GET', '/api/captcha');
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/**
 * The token of the link to `page` in the last mail to `to`. The API sends from its outbox in the background, writing
 * each mail to DATA_DIR/outbox (quoted-printable), so this waits for it, 20 s at most.
 */
async function linkToken(to, page) {
  const folder = join(dataDir, 'outbox');
  for (let tries = 0; tries < 200; tries += 1) {
    const mails = existsSync(folder) ? readdirSync(folder).sort().map((file) => readFileSync(join(folder, file), 'utf8').replace(/=\r?\n/g, '').replaceAll('=3D', '=')) : [];
    const mail = mails.findLast((text) => text.includes(`To: ${to}`) && text.includes(`/${page}?token=`));
    const token = mail && new RegExp(`/${page}\\?token=([\\w.-]+)`).exec(mail)?.[1];
    if (token) return token;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`No mail to ${to} with a link to /${page}`);
}

const codeFor = (secret) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();

async function spendATermAtSchool() {
  const admin = (await call('POST', '/api/auth/login', { body: people.admin })).token;
  const family = await call('POST', '/api/auth/register', { form: { payload: JSON.stringify({ type: 'parent', ...people.family }) } });
  const familyToken = family.token;
  await call('POST', '/api/auth/verify-email', { body: { token: await linkToken(people.family.email, 'verify-email') } });
  // A child signs up naming the parent: the consent request waits in parent_consents, its mail in the outbox. (Since
  // issue 38 that costs a captcha; a release before it ignores the field.)
  const child = { type: 'child', ...people.child, parentEmail: people.family.email, altcha: await captcha() };
  await call('POST', '/api/auth/register', { form: { payload: JSON.stringify(child) } });

  const [post] = (await call('GET', '/api/blogs')).blogs;
  const comment = (await call('POST', '/api/comments', { token: familyToken, body: { comment: 'Theo talked about the garden all week.', parentDocPath: `blogs/${post.id}` } })).comment;
  await call('PUT', '/api/comments', { token: admin, body: { id: comment.id, approved: true } });
  await call('POST', '/api/testimonials', { token: familyToken, body: { text: 'The mixed-age classroom gave Theo room to lead.' } });
  await call('PUT', '/api/mail-preferences/me', { token: familyToken, body: { topics: { news: true, weekly: true, notices: true }, account: { replies: false } } });
  // A new post is announced to the news subscribers: a broadcast and its mails.
  await call('POST', '/api/blogs', { token: admin, form: { title: 'Our first frost walk', text: 'The Primary class went looking for frost patterns on the meadow.' } });

  await call('POST', '/api/contact', {
    body: { name: 'Jun Park', email: 'jun.park@example.com', phone: '(555) 014-2791', message: 'May we visit on a Tuesday morning?', action: 'Contact', altcha: await captcha() },
  });
  await call('POST', '/api/subscriptions', { body: { email: 'grandma.ines@example.com', topics: ['news', 'notices'], altcha: await captcha() } });
  const now = Math.floor(Date.now() / 1000);
  await call('POST', '/api/notices', {
    token: admin,
    body: { message: 'Picture day is Thursday: bring a smile.', level: 'info', startsAt: now, endsAt: now + 400 * 86_400 },
  });
  await call('POST', '/api/url', { token: admin, body: { url: 'https://school.example/blog-classic-grid' } });

  // Wrong passwords, a reset link asked for, and the office's two-step sign-in with a wrong code tried once.
  await call('POST', '/api/auth/login', { body: { email: people.family.email, password: 'not-the-password' }, expect: [401] });
  await call('POST', '/api/auth/forgotPassword', { body: { email: people.family.email } });
  const setup = await call('POST', '/api/account/two-step/setup', { token: admin });
  await call('POST', '/api/account/two-step/confirm', { token: admin, body: { code: codeFor(setup.secret), password: people.admin.password } });
  const { ticket } = await call('POST', '/api/auth/login', { body: people.admin });
  await call('POST', '/api/auth/login/code', { body: { ticket, code: '000000' }, expect: [401] });
  return { adminTwoStepSecret: setup.secret };
}

async function waitForHealth(server) {
  for (let tries = 0; tries < 600; tries += 1) {
    if (server.exitCode !== null) throw new Error(`The API stopped with code ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error('The API did not answer within a minute');
}

const server = spawn(process.execPath, ['apps/api/dist/main.js'], { cwd: release, env, stdio: 'inherit' });
try {
  await waitForHealth(server);
  const secrets = await spendATermAtSchool();
  const stopped = new Promise((done) => server.once('exit', done));
  server.kill('SIGTERM');
  await stopped;
  execFileSync(process.execPath, ['apps/api/dist/backup.js', resolve(out)], { cwd: release, env, stdio: 'inherit' });
  const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: release, encoding: 'utf8' }).trim();
  writeFileSync(join(out, 'fixture.json'), `${JSON.stringify({ release: commit, madeAt: new Date().toISOString(), people, ...secrets }, null, 2)}\n`);
  console.log(`The fixture of ${commit} is in ${out}`);
} finally {
  if (server.exitCode === null) server.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
}
