// Shared by the crash test, the backup round trip and the load bench: the built API (dist/) in a process of its
// own, on a data folder of its own and, when DATABASE_URL is set, on a new PostgreSQL database of its own on that
// server (dropped afterwards). Loopback only. Nothing here builds: run `npm run build` first (the root scripts do).
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { arch, cpus, release, tmpdir, totalmem, type } from 'node:os';
import { dirname, join } from 'node:path';

const here = import.meta.dirname;
export const apiRoot = join(here, '..');
export const distDir = join(apiRoot, 'dist');
export const resultsDir = join(apiRoot, 'bench/results');
export const ADMIN = { email: 'office@trailside.example', password: 'harness-admin-password' };

export function requireBuild() {
  if (!existsSync(join(distDir, 'app.factory.js'))) {
    console.error('The API is not built. Run `npm run build` (or `npm run build -w @trailside/api`) first.');
    process.exit(1);
  }
}

/** `--name value` or `--name=value` from the command line, else the environment variable, else the fallback. */
export function option(name, envName, fallback) {
  const args = process.argv.slice(2);
  const index = args.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
  if (index >= 0) return args[index].includes('=') ? args[index].split('=').slice(1).join('=') : args[index + 1];
  return process.env[envName] ?? fallback;
}

export const flag = (name) => process.argv.slice(2).includes(`--${name}`);

/**
 * A fresh place for one run's data: a temporary DATA_DIR and, with DATABASE_URL set, a new database on that
 * server. `env` is what the API process needs; `remove()` deletes both.
 */
export async function scratchStore(prefix) {
  const dataDir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  const server = process.env.DATABASE_URL?.trim();
  let databaseUrl;
  if (server) {
    const { createScratchDatabase } = await import(join(distDir, 'database/scratch-databases.js'));
    databaseUrl = await createScratchDatabase(server, prefix.replaceAll('-', '_'));
  }
  return {
    dataDir,
    databaseUrl,
    database: databaseUrl ? 'postgresql' : 'sqlite',
    env: { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    async remove() {
      rmSync(dataDir, { recursive: true, force: true });
      if (databaseUrl) {
        const { dropScratchDatabase } = await import(join(distDir, 'database/scratch-databases.js'));
        await dropScratchDatabase(databaseUrl);
      }
    },
  };
}

/** The settings every harness server runs with, on top of its store's DATA_DIR (and DATABASE_URL). */
export function serverEnv(store, extra = {}) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(48).toString('base64url'),
    // Production wants the site's address for its links; the harness's servers are on loopback ports of their own.
    PUBLIC_URL: 'http://127.0.0.1',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SAMPLE_CONTENT: 'false',
    SITE_DIR: join(store.dataDir, 'no-site'),
    ...store.env,
    ...extra,
  };
}

const children = new Set();
// Never leave a server behind, whatever way this script ends.
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

/**
 * Starts `bench/serve.mjs kind ...args` (api: the built API, as dist/main.js starts it; http, express: the bench's
 * ceilings) in its own process on a loopback port, with `env` as its whole environment. Resolves once it
 * listens, with its URL, `cpu()` (its CPU time so far, in microseconds), `memory()` (its rss, heapTotal, heapUsed, external,
 * arrayBuffers and heapSizeLimit, in bytes), `stop()` (SIGTERM: it exits at once, as
 * committed writes are already on disk) and `kill()` (SIGKILL: a crash, nothing runs).
 */
export function serve(kind, args = [], env = process.env, nodeArgs = []) {
  return new Promise((resolve, reject) => {
    // API_NODE_ARGS passes Node options to the server only, e.g. API_NODE_ARGS=--cpu-prof to profile it.
    const execArgv = [...nodeArgs, ...(process.env.API_NODE_ARGS?.split(' ').filter(Boolean) ?? [])];
    const child = fork(join(apiRoot, 'bench/serve.mjs'), [kind, ...args], { env, execArgv, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
    children.add(child);
    const exited = new Promise((done) =>
      child.once('exit', (code, signal) => {
        children.delete(child);
        done({ code, signal });
      }),
    );
    /** Asks the child for one figure (`cpu`, `memory`) over IPC and resolves with its answer. */
    const ask = (name) =>
      new Promise((done) => {
        const onMessage = (message) => {
          if (message[name] === undefined) return;
          child.off('message', onMessage);
          done(message[name]);
        };
        child.on('message', onMessage);
        child.send(name);
      });
    const cpu = () => ask('cpu');
    const memory = () => ask('memory');
    child.once('message', ({ port }) =>
      resolve({
        url: `http://127.0.0.1:${port}`,
        pid: child.pid,
        cpu,
        memory,
        exited,
        stop: async () => {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
          return exited;
        },
        kill: async () => {
          child.kill('SIGKILL');
          return exited;
        },
      }),
    );
    child.once('exit', (code, signal) => reject(new Error(`The ${kind} server stopped (${signal ?? `exit code ${code}`}) before it listened.`)));
  });
}

/** The built API in its own process (see serve), with `nodeArgs` (deployedNodeArgs() to run it as a server does). */
export const startServer = (env, nodeArgs = []) => serve('api', [], env, nodeArgs);

/**
 * The Node options the school's server starts the API with: those between `node` and the script on the systemd unit's
 * ExecStart line (deploy/trailside.service), read from there so a bench measures what is deployed.
 */
export function deployedNodeArgs() {
  const unit = readFileSync(join(apiRoot, '../../deploy/trailside.service'), 'utf8');
  const line = /^ExecStart=.*?\bnode((?: --\S+)*) apps\/api\/dist\/main\.js$/m.exec(unit);
  if (!line) throw new Error('deploy/trailside.service has no ExecStart line starting node on apps/api/dist/main.js.');
  return line[1].split(' ').filter(Boolean);
}

/** The environment the school's server adds for the API: the systemd unit's `Environment=NAME=value` lines, read from there. */
export function deployedEnvironment() {
  const unit = readFileSync(join(apiRoot, '../../deploy/trailside.service'), 'utf8');
  return Object.fromEntries([...unit.matchAll(/^Environment=([A-Z_]+)=(\S+)$/gm)].map(([, name, value]) => [name, value]));
}

/** One JSON request; answers { status, body } or, when no answer came (the server died), { status: 0, error }. */
export async function call(url, method, path, { token, json, form } = {}) {
  const headers = {};
  if (token) headers.authorization = `Bearer ${token}`;
  let body;
  if (json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(json);
  } else if (form) {
    body = form;
  }
  try {
    const response = await fetch(`${url}${path}`, { method, headers, body });
    const text = await response.text();
    let parsed;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = text;
    }
    return { status: response.status, body: parsed };
  } catch (error) {
    return { status: 0, error: error.cause?.code ?? error.message };
  }
}

/** Like call, but throws unless the answer is 2xx. */
export async function must(url, method, path, options) {
  const response = await call(url, method, path, options);
  if (response.status < 200 || response.status >= 300) {
    throw new Error(`${method} ${path} answered ${response.status || response.error}: ${JSON.stringify(response.body)}`);
  }
  return response.body;
}

/**
 * Every item of a list the API answers a page at a time (testimonials, a thread's comments): `limit` to a page, each
 * next page `after` the last item of the one before, until a page comes back short. Answers `envelope`'s items.
 */
export async function everyItem(url, path, envelope, { token, limit }) {
  const items = [];
  for (;;) {
    const after = items.length ? `&after=${encodeURIComponent(items.at(-1).id)}` : '';
    const page = (await must(url, 'GET', `${path}${path.includes('?') ? '&' : '?'}limit=${limit}${after}`, { token }))[envelope];
    items.push(...page);
    if (page.length < limit) return items;
  }
}

export async function logIn(url, { email, password }) {
  return (await must(url, 'POST', '/api/auth/login', { json: { email, password } })).token;
}

/** Signs up `count` families (parents), answering their tokens and ids. */
export async function signUpFamilies(url, count, label) {
  const families = [];
  for (let index = 1; index <= count; index += 1) {
    const form = new FormData();
    const email = `${label}.${index}.${randomBytes(3).toString('hex')}@families.example`;
    form.set('payload', JSON.stringify({ type: 'parent', email, password: 'family-harness-password', fname: `Parent${index}`, lname: label }));
    const body = await must(url, 'POST', '/api/auth/register', { form });
    families.push({ token: body.token, id: body.user.id, email });
  }
  return families;
}

export async function createPost(url, adminToken, title) {
  return (await must(url, 'POST', '/api/blogs', { token: adminToken, json: { title, text: `${title}: what the children made this week.` } })).blog;
}

/** What this machine is, for the results files: figures only describe the machine they were measured on. */
export function machine() {
  return {
    cpu: cpus()[0]?.model,
    cpus: cpus().length,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    os: `${type()} ${release()} ${arch()}`,
  };
}

/** What every results file starts with: when, on what machine, on which database, and how. */
export function runInfo(store, mode) {
  return { date: new Date().toISOString(), machine: machine(), database: store.database, mode };
}

/** Writes `report` as JSON to `file` (made absolute against apps/api/bench/results/ when relative). */
export function writeResults(file, report) {
  const path = file.startsWith('/') ? file : join(resultsDir, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(report, null, 2)}\n`);
  return path;
}
