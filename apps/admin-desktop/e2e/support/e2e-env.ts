import { join } from 'node:path';
import { test } from '@playwright/test';
import { runDataDir } from '@trailside/testing/playwright';

/**
 * Ports from the environment, so two checkouts can run the suite at once; the defaults stay clear of
 * the site's suite and of a developer's API on 3000.
 */
function port(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535) throw new Error(`${name} must be a port number; it is "${raw}".`);
  return value;
}

export const API_PORT = port('E2E_CONSOLE_API_PORT', 4620);
export const RENDERER_PORT = port('E2E_CONSOLE_PORT', 4621);
export const RENDERER_URL = `http://localhost:${RENDERER_PORT}`;

/**
 * Every test runs at a laptop's common window and at a small one (each a project). Each size has an API of its own,
 * with its own fresh database, so a test meets the same school at both sizes.
 */
export const WINDOW_SIZES = [
  { name: '1280x800', viewport: { width: 1280, height: 800 }, apiPort: API_PORT },
  { name: '1024x700', viewport: { width: 1024, height: 700 }, apiPort: port('E2E_CONSOLE_SMALL_API_PORT', API_PORT + 2) },
] as const;

export const apiUrlAt = (apiPort: number) => `http://localhost:${apiPort}`;

/** The data folder (database, uploads, outbox) of a size's API. */
export const apiDataDirOf = (sizeName: string) => join(runDataDir(), sizeName);

/** The data folder of the API of the size the running test is at. */
export const apiDataDir = () => apiDataDirOf(test.info().project.name);

/** The API of the size the running test is at (its project's metadata); call it inside a test or a hook. */
export function apiUrl(): string {
  const url = test.info().project.metadata.apiUrl as unknown;
  if (typeof url !== 'string') throw new Error(`The project ${test.info().project.name} names no API (metadata.apiUrl)`);
  return url;
}

export const SEEDED_ADMIN = {
  email: 'office@trailside-console-e2e.example',
  password: 'meadow-lane-1200',
  displayName: 'School Office Admin',
};

/** The smallest real PNG (one pixel), for forms that take a picture. */
export const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** The API a test stops and starts again (a server going away mid-session), beside the suite's two. */
export const AWAY_API_PORT = port('E2E_CONSOLE_AWAY_API_PORT', API_PORT + 3);

/** The API of the invitation test, which mails through a real SMTP server of the test's own. */
export const INVITE_API_PORT = port('E2E_CONSOLE_INVITE_API_PORT', API_PORT + 4);
