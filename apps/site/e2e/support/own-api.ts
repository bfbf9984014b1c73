import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface OwnApi {
  url: string;
  /** The folder of its database and outbox. */
  dataDir: string;
  stop: () => Promise<void>;
}

/**
 * A built API with a database of its own on `port`, serving the built site, for a spec whose changes would get
 * in the others' way (hundreds of XSS vectors, a school-wide setting); the shared one stays for the rest.
 */
export async function startOwnApi(
  port: number,
  admin: { email: string; password: string },
  name: string,
  /** Start from the school's sample content (teachers, posts, pictures, events), as a new install does. */
  { sampleContent = false }: { sampleContent?: boolean } = {},
): Promise<OwnApi> {
  const url = `http://localhost:${port}`;
  // Another server left on this port would answer the health check in place of ours, with its own data.
  const taken = await fetch(`${url}/api/health`).then(() => true, () => false);
  if (taken) throw new Error(`Something already answers on port ${port}: stop it or choose another port.`);
  const dataDir = mkdtempSync(join(tmpdir(), `trailside-${name}-`));
  const server: ChildProcess = spawn('node', [resolve(import.meta.dirname, '../../../api/dist/main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      SITE_DIR: resolve(import.meta.dirname, '../../dist'),
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      SAMPLE_CONTENT: String(sampleContent),
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      PASSWORD_HASH_COST: '10',
    },
    stdio: 'ignore',
  });
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The API stopped with ${server.exitCode}`);
    const ok = await fetch(`${url}/api/health`).then((response) => response.ok, () => false);
    if (ok) break;
    await new Promise((done) => setTimeout(done, 200));
  }
  return {
    url,
    dataDir,
    stop: async () => {
      server.kill();
      if (server.exitCode === null) await new Promise((done) => server.once('exit', done));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
