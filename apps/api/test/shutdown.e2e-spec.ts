import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { freshDataStore, type TestDataStore } from './support/database';
import { ADMIN } from './support/test-app';

// The built API as `npm start` runs it (dist/main.js), in a process of its own, stopped with a real SIGTERM while
// families write over keep-alive connections.
const apiRoot = join(__dirname, '..');

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as AddressInfo;
  await new Promise((done) => probe.close(done));
  return port;
}

interface Server {
  url: string;
  process: ChildProcess;
  exited: Promise<number | null>;
}

/** Starts dist/main.js on `store` and resolves once it says it is listening. */
async function startServer(store: TestDataStore): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(apiRoot, 'dist/main.js')], {
    cwd: store.dataDir,
    env: {
      PATH: process.env.PATH,
      ...store.env,
      NODE_ENV: 'test',
      PORT: String(port),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      PASSWORD_HASH_COST: '10',
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      SAMPLE_CONTENT: 'false',
      SITE_DIR: join(store.dataDir, 'no-site'),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('are running at')) resolve();
    });
    void exited.then((code) => reject(new Error(`The API stopped (exit code ${code}) before it listened:\n${output}`)));
  });
  return { url: `http://127.0.0.1:${port}`, process: child, exited };
}

async function json(url: string, init: RequestInit & { token?: string; body?: string }) {
  const response = await fetch(url, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
  });
  return { status: response.status, body: await response.json() };
}

describe('stopping with SIGTERM', () => {
  let store: TestDataStore;
  let server: Server | undefined;
  beforeAll(async () => {
    if (!existsSync(join(apiRoot, 'dist/main.js'))) throw new Error('This test runs the built API: run `npm run build -w @trailside/api` first.');
    store = await freshDataStore();
  });
  afterAll(async () => {
    if (server && server.process.exitCode === null) server.process.kill('SIGKILL');
    await store.remove();
  });

  it('should answer every write in progress, refuse the rest cleanly, end, and keep every write it acknowledged', async () => {
    server = await startServer(store);
    const login = await json(`${server.url}/api/auth/login`, { method: 'POST', body: JSON.stringify(ADMIN) });
    const token = login.body.token as string;
    const blog = await json(`${server.url}/api/blogs`, { method: 'POST', token, body: JSON.stringify({ title: 'Open day', text: 'Come and see.' }) });
    const parentDocPath = `blogs/${blog.body.blog.id}`;

    // Four writers on keep-alive connections (fetch keeps them open), each until the server stops answering.
    const outcomes = new Map<string, 'stored' | 'refused' | string>();
    let acknowledged = 0;
    let signalled: () => void = () => undefined;
    const halfway = new Promise<void>((resolve) => (signalled = resolve));
    const writer = async (name: string) => {
      for (let n = 0; n < 5000; n += 1) {
        const text = `${name}-${n}`;
        try {
          const answer = await json(`${server!.url}/api/comments`, { method: 'POST', token, body: JSON.stringify({ comment: text, parentDocPath }) });
          outcomes.set(text, answer.status === 201 ? 'stored' : answer.status === 503 ? 'refused' : `${answer.status} ${JSON.stringify(answer.body)}`);
          if (answer.status !== 201) return;
          if ((acknowledged += 1) === 40) signalled();
        } catch {
          // No answer: the connection was refused or closed before the request was read.
          outcomes.set(text, 'refused');
          return;
        }
      }
    };
    const writers = Promise.all(['a', 'b', 'c', 'd'].map(writer));
    await halfway;
    server.process.kill('SIGTERM');
    await writers;
    const problems = [...outcomes].filter(([, outcome]) => outcome !== 'stored' && outcome !== 'refused');
    expect(problems).toEqual([]);
    expect(await server.exited).toBe(0);
    expect([...outcomes.values()].filter((outcome) => outcome === 'refused').length).toBeGreaterThan(0);

    // Started again on the same data: every acknowledged write is there, and no refused one.
    server = await startServer(store);
    const again = await json(`${server.url}/api/auth/login`, { method: 'POST', body: JSON.stringify(ADMIN) });
    // The thread comes a page at a time: read every page.
    const kept = new Set<string>();
    for (let after = ''; ; ) {
      const page = await json(`${server.url}/api/comments?parentDocPath=${encodeURIComponent(parentDocPath)}&limit=100${after}`, { method: 'GET', token: again.body.token });
      const comments = page.body.comments as Array<{ id: string; comment: string }>;
      for (const each of comments) kept.add(each.comment);
      if (comments.length < 100) break;
      after = `&after=${encodeURIComponent(comments.at(-1)!.id)}`;
    }
    expect([...outcomes].filter(([text, outcome]) => (outcome === 'stored') !== kept.has(text))).toEqual([]);
    server.process.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 90_000);
});
