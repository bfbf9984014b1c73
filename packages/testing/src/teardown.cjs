// CommonJS: Playwright loads a globalTeardown apart from the config's modules, and on Node 24 an ES module there is
// transpiled for one loader and run by the other ("exports is not defined in ES module scope"); a CommonJS file is
// loaded the same way by both, on every Node.
const { rmSync } = require('node:fs');

/** The variable through which the runner and its workers share the run's data folder (runDataDir, playwright.mjs). */
const RUN_DATA_DIR_VARIABLE = 'TRAILSIDE_E2E_DATA_DIR';

/** Playwright's globalTeardown: the run's database, uploads and outbox are only for this run. */
function removeRunDataDir() {
  const dir = process.env[RUN_DATA_DIR_VARIABLE];
  if (dir) rmSync(dir, { recursive: true, force: true });
}

module.exports = { RUN_DATA_DIR_VARIABLE, default: removeRunDataDir };
