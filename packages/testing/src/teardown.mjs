import { removeRunDataDir } from './playwright.mjs';

/** Playwright's globalTeardown: the run's database, uploads and outbox are only for this run. */
export default removeRunDataDir;
