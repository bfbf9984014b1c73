// The last stage of `npm test`: the site's and the console's Playwright suites. The site's two workers keep
// both cores busy; the console's one worker leaves most of a core idle while it waits on its pages. So:
// - by default, the two suites run side by side;
// - with TEST_POSTGRES_URL set (CI sets it, see scripts/test-postgres.sh), the site's suite runs first, then
//   the console's beside the API's jest suite on that PostgreSQL server, which fills the idle core. The
//   fuzzing sends 2,000 requests there (its 10,000 ran on SQLite).
// Each line is prefixed with its suite; the stage fails if any suite fails, after all have finished.
import { spawn } from 'node:child_process';

const e2e = (workspace) => `npx turbo run e2e --filter=${workspace} --output-logs=full`;

function run({ name, command, env = {} }, prefixed) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const prefix = prefixed ? `[${name}] ` : '';
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
      console.log(`${prefix}${name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${Math.round((Date.now() - started) / 1000)} s`);
      resolve(code === 0);
    });
  });
}

/** Runs the groups one after another, the suites of a group side by side. */
async function runGroups(groups) {
  let passed = true;
  for (const group of groups) {
    const results = await Promise.all(group.map((suite) => run(suite, group.length > 1)));
    passed = results.every(Boolean) && passed;
  }
  return passed;
}

const site = { name: 'site', command: e2e('@trailside/site') };
const staffConsole = { name: 'console', command: e2e('@trailside/admin-desktop') };
const postgres = process.env.TEST_POSTGRES_URL && {
  name: 'api on postgres',
  command: 'npm run test:postgres --workspace @trailside/api',
  env: { DATABASE_URL: process.env.TEST_POSTGRES_URL, FUZZ_COUNT: '2000' },
};

// Side by side, the two browser suites run in one turbo (two turbos at once would both restore the builds).
const bothBrowsers = { name: 'site and console', command: 'npx turbo run e2e --concurrency=2 --output-logs=full' };
const passed = await runGroups(postgres ? [[site], [staffConsole, postgres]] : [[bothBrowsers]]);
process.exit(passed ? 0 : 1);
