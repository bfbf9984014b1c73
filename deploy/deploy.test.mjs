// The server set-up of deploy/, tested as far as a machine without systemd running allows (`.ci/run` runs it after
// `npm test`, on the built API): the systemd units pass `systemd-analyze verify` without a word; Debian's Caddy, with
// this folder's Caddyfile and `tls internal` on loopback, serves the site over real HTTPS to the API started with
// this folder's env.example; the visitor's address reaches the rate limits; HSTS is sent; and the API itself
// answers on loopback only. Needs `caddy` and `systemd-analyze` (Debian: apt-get install caddy systemd).
//
//   node --test deploy/deploy.test.mjs
//
// Ports: DEPLOY_TEST_PORT (default 5552) for the API, the next two for Caddy's http and https.
import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { parseEnv, promisify } from 'node:util';

const here = import.meta.dirname;
const root = join(here, '..');
const run = promisify(execFile);
const apiPort = Number(process.env.DEPLOY_TEST_PORT ?? 5552);
const httpPort = apiPort + 1;
const httpsPort = apiPort + 2;
/** Sign-in attempts a minute from one address, low so that one visitor reaches it quickly. */
const SIGN_IN_LIMIT = 3;

async function commandExists(command) {
  try {
    await run('sh', ['-c', `command -v ${command}`]);
    return true;
  } catch {
    return false;
  }
}

describe('the systemd units', () => {
  it('should pass systemd-analyze verify without a warning', async () => {
    assert.ok(await commandExists('systemd-analyze'), 'systemd-analyze is missing: apt-get install systemd');
    const units = ['trailside.service', 'trailside-backup.service', 'trailside-backup.timer'].map((unit) => join(here, unit));
    // It exits 0 on an unknown key or a bad value, and only says so: any output is a failure.
    const { stdout, stderr } = await run('systemd-analyze', ['verify', ...units]);
    assert.equal(`${stdout}${stderr}`, '');
  });
});

/** The deploy Caddyfile as a school would have it, for https://localhost with Caddy's own certificate authority. */
function testCaddyfile(storage) {
  const school = readFileSync(join(here, 'Caddyfile'), 'utf8');
  assert.match(school, /^school\.example\.org \{$/m);
  assert.match(school, /reverse_proxy 127\.0\.0\.1:3000$/m);
  const site = school
    .replace(/^school\.example\.org \{$/m, `https://localhost:${httpsPort} {\n\ttls internal`)
    .replace(/reverse_proxy 127\.0\.0\.1:3000$/m, `reverse_proxy 127.0.0.1:${apiPort}`);
  return `{\n\tadmin off\n\tskip_install_trust\n\thttp_port ${httpPort}\n\thttps_port ${httpsPort}\n\tstorage file_system ${storage}\n}\n\n${site}`;
}

/** The deploy env.example with what the install steps fill in, on this test's ports and folders. */
function testEnv(dataDir) {
  const school = parseEnv(readFileSync(join(here, 'env.example'), 'utf8'));
  assert.equal(school.NODE_ENV, 'production');
  assert.equal(school.HOST, '127.0.0.1');
  assert.equal(school.TRUST_PROXY, 'loopback');
  return {
    PATH: process.env.PATH,
    ...school,
    PUBLIC_URL: `https://localhost:${httpsPort}`,
    PORT: String(apiPort),
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    ADMIN_PASSWORD: randomBytes(12).toString('hex'),
    SAMPLE_CONTENT: 'false',
    AUTH_RATE_LIMIT_PER_MINUTE: String(SIGN_IN_LIMIT),
  };
}

/** An HTTPS request through Caddy, checked against Caddy's own root certificate, from `from` (a loopback address). */
function viaCaddy(ca, { method = 'GET', path = '/', from = '127.0.0.1', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const sent = request(
      { host: '127.0.0.1', servername: 'localhost', port: httpsPort, method, path, ca, localAddress: from, headers: { Host: `localhost:${httpsPort}`, ...headers } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, text }));
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

const signIn = (ca, from, headers = {}) =>
  viaCaddy(ca, {
    method: 'POST',
    path: '/api/auth/login',
    from,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ email: 'nobody@school.example', password: 'not-the-password' }),
  });

/** Waits until `check` answers true, looking every 100 ms, for `seconds` at most; a process that exits fails it at once. */
async function until(what, check, processes, seconds = 60) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    for (const { name, child, output } of processes) {
      if (child.exitCode !== null) throw new Error(`${name} stopped (code ${child.exitCode}) before ${what}:\n${output.join('')}`);
    }
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`Still waiting for ${what} after ${seconds} s`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

function started(name, command, args, options) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(String(chunk)));
  child.stderr.on('data', (chunk) => output.push(String(chunk)));
  return { name, child, output };
}

async function stop({ child }) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await exited;
}

describe('Caddy in front of the built API', () => {
  const folder = mkdtempSync(join(tmpdir(), 'trailside-deploy-'));
  const processes = [];
  let ca;

  before(async () => {
    assert.ok(await commandExists('caddy'), 'caddy is missing: apt-get install caddy');
    assert.ok(existsSync(join(root, 'apps/api/dist/main.js')), 'The API is not built: npm run build');
    const storage = join(folder, 'caddy');
    writeFileSync(join(folder, 'Caddyfile'), testCaddyfile(storage));
    processes.push(started('The API', process.execPath, ['apps/api/dist/main.js'], { cwd: root, env: testEnv(join(folder, 'data')) }));
    processes.push(
      started('Caddy', 'caddy', ['run', '--adapter', 'caddyfile', '--config', join(folder, 'Caddyfile')], {
        cwd: folder,
        env: { PATH: process.env.PATH, HOME: folder, XDG_DATA_HOME: folder, XDG_CONFIG_HOME: folder },
      }),
    );
    const rootCertificate = join(storage, 'pki/authorities/local/root.crt');
    await until('Caddy to make its certificate authority', () => Promise.resolve(existsSync(rootCertificate)), processes);
    ca = readFileSync(rootCertificate);
    await until('the site over HTTPS', async () => (await viaCaddy(ca, { path: '/api/health' })).status === 200, processes);
  });

  after(async () => {
    for (const process of processes) await stop(process);
    rmSync(folder, { recursive: true, force: true });
  });

  it("should serve the home page over HTTPS, with a certificate for the school's name, and HSTS", async () => {
    const home = await viaCaddy(ca, { path: '/' });
    assert.equal(home.status, 200);
    assert.match(home.headers['content-type'], /^text\/html/);
    assert.match(home.text, /Trailside Montessori/);
    const hsts = /max-age=(\d+)/.exec(home.headers['strict-transport-security'] ?? '');
    assert.ok(hsts && Number(hsts[1]) >= 180 * 86_400, `HSTS for at least 180 days, got ${home.headers['strict-transport-security']}`);
  });

  it('should send plain http on to https', async () => {
    const response = await fetch(`http://localhost:${httpPort}/classes`, { redirect: 'manual' });
    assert.equal(response.status, 308);
    // (Caddy leaves its own https port out of the address: on a school's server it is 443, the default.)
    const location = new URL(response.headers.get('location'));
    assert.deepEqual([location.protocol, location.hostname, location.pathname], ['https:', 'localhost', '/classes']);
  });

  it("should count each visitor's sign-in attempts by their own address, whatever X-Forwarded-For they send", async () => {
    for (let attempt = 0; attempt < SIGN_IN_LIMIT; attempt += 1) assert.equal((await signIn(ca, '127.0.0.2')).status, 401);
    assert.equal((await signIn(ca, '127.0.0.2')).status, 429);
    // Caddy replaces the header a visitor writes, so it cannot buy a fresh count.
    assert.equal((await signIn(ca, '127.0.0.2', { 'X-Forwarded-For': '198.51.100.7' })).status, 429);
    // Another visitor, through the same proxy, is not held back by the first one's attempts.
    assert.equal((await signIn(ca, '127.0.0.3')).status, 401);
  });

  it('should keep the API itself on 127.0.0.1 only (HOST), reachable through Caddy alone', async () => {
    const reach = (host) =>
      new Promise((resolve) => {
        const socket = connect({ host, port: apiPort });
        socket.once('connect', () => {
          socket.end();
          resolve('connected');
        });
        socket.once('error', (error) => resolve(error.code));
      });
    assert.equal(await reach('127.0.0.1'), 'connected');
    assert.equal(await reach('127.0.0.2'), 'ECONNREFUSED');
  });
});
