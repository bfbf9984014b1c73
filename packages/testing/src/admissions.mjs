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

/**
 * A family with one child at the Applied stage, made as the school office makes one for an application on paper:
 * through the staff's own routes (a family added by hand, its child, the stage moved with a reason). `api` is the
 * API's address ('' when the request context's base is the site, which serves it); `headers` a staff member's.
 */
export async function appliedFamily(request, { api = '', headers, surname, firstName = 'Ada', level = 'primary', startTerm }) {
  const send = async (path, data) => {
    const response = await request.post(`${api}/api${path}`, { headers, data });
    if (!response.ok()) throw new Error(`POST /api${path} answered ${response.status()}: ${await response.text()}`);
    return (await response.json()).family;
  };
  const email = `${surname.toLowerCase()}@families.example`;
  const family = await send('/families', { name: `Sam ${surname}`, email });
  const withChild = await send(`/families/${family.id}/students`, { firstName, lastName: surname, level, startTerm });
  const studentId = withChild.students[0].id;
  await send(`/families/${family.id}/stage`, { studentId, stage: 'applied', reason: 'Applied on paper' });
  return { familyId: family.id, studentId, email, name: `${firstName} ${surname}` };
}

/** A surname of letters only, new at each call, so a test's families are its own. */
export const newSurname = (stem) => `${stem}${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
