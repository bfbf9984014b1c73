import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { runDataDir, TEST_SERVER_ENV } from './playwright.mjs';

// The suites run from apps/<app>, beside apps/api (as own-api.mjs: the console's suite loads this file as CommonJS,
// where import.meta does not exist).
const PREPARE = resolve('../api/scripts/prepare-agreement.mjs');

/**
 * A family that accepted an offer for one child, with its enrolment agreement made and each guardian mailed their link
 * to sign: the API's script (the offers slice's step, until it lands), run beside the suite's API on its data folder
 * (the run's, or `dataDir`).
 * Each guardian gets an address of their own for this run.
 */
export async function familyAcceptsOffer({ surname, guardians, child, publicUrl, dataDir = runDataDir() }) {
  const tag = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const family = {
    guardians: guardians.map((first) => ({ name: `${first} ${surname}`, email: `${first.toLowerCase()}.${tag}@families.example` })),
    children: [{ firstName: child, lastName: surname }],
  };
  const env = { ...process.env, ...TEST_SERVER_ENV, DATA_DIR: dataDir, ...(publicUrl ? { PUBLIC_URL: publicUrl } : {}) };
  const { stdout } = await promisify(execFile)(process.execPath, [PREPARE, JSON.stringify(family)], { env });
  return { ...JSON.parse(stdout), guardians: family.guardians };
}
