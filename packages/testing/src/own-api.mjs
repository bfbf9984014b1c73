import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { TEST_SERVER_ENV } from './playwright.mjs';

// Like apiServer's command: the suites run from apps/<app>, beside apps/api. (Playwright loads this file as CommonJS
// for the console's suite, where import.meta does not exist.)
const API_MAIN = resolve('../api/dist/main.js');

/** Asks until the API answers its health check, or fails when it stopped. */
async function answering(url, server) {
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The API stopped with ${server.exitCode}`);
    const ok = await fetch(`${url}/api/health`).then((response) => response.ok, () => false);
    if (ok) return;
    await new Promise((done) => setTimeout(done, 200));
  }
}

/**
 * The built API on `port` with a data folder of its own, for a test that stops it and starts it again (the
 * server going away in the middle of someone's work): `stop()` ends it as a crash or a restart would, `start()`
 * brings it back on the same port with the same data, `remove()` stops it and deletes its folder.
 */
export async function ownApi({ port, admin, name, env = {} }) {
  const url = `http://localhost:${port}`;
  // Another server left on this port would answer the health check in place of ours, with its own data.
  if (await fetch(`${url}/api/health`).then(() => true, () => false)) throw new Error(`Something already answers on port ${port}: stop it or choose another port.`);
  const dataDir = mkdtempSync(join(tmpdir(), `trailside-${name}-`));
  let server = null;
  const start = async () => {
    server = spawn('node', [API_MAIN], {
      env: {
        ...process.env,
        ...TEST_SERVER_ENV,
        PORT: String(port),
        PUBLIC_URL: url,
        DATA_DIR: dataDir,
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        ...env,
      },
      stdio: 'ignore',
    });
    await answering(url, server);
  };
  const stop = async () => {
    if (!server || server.exitCode !== null) return;
    const exited = new Promise((done) => server.once('exit', done));
    server.kill();
    await exited;
  };
  await start();
  return {
    url,
    dataDir,
    start,
    stop,
    remove: async () => {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
