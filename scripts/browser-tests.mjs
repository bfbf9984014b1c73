// The last stage of `npm test`: the site's and the console's Playwright suites, side by side (the console's
// one worker leaves most of a core idle while it waits on its pages). With TEST_POSTGRES_URL set (CI sets it,
// see scripts/test-postgres.sh), the API's jest suite runs on that PostgreSQL server beside them, on one
// worker, in the time the browsers leave free; its fuzzing sends 2,000 requests there (10,000 ran on SQLite).
// Each line is prefixed with its suite; the stage fails if any suite fails.
import { spawn } from 'node:child_process';

const suites = [{ name: 'browsers', command: 'npm run e2e' }];
if (process.env.TEST_POSTGRES_URL) {
  suites.push({
    name: 'api on postgres',
    command: 'npm run test:postgres --workspace @trailside/api -- --maxWorkers=1',
    env: { DATABASE_URL: process.env.TEST_POSTGRES_URL, FUZZ_COUNT: '2000' },
  });
}

function run({ name, command, env = {} }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const prefix = suites.length > 1 ? `[${name}] ` : '';
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop();
        for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
      });
      stream.on('end', () => rest && process.stdout.write(`${prefix}${rest}\n`));
    }
    child.on('close', (code) => {
      console.log(`${prefix}${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${Math.round((Date.now() - started) / 1000)} s`);
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(suites.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
