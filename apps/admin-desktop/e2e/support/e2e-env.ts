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
export const API_URL = `http://localhost:${API_PORT}`;
export const RENDERER_PORT = port('E2E_CONSOLE_PORT', 4621);
export const RENDERER_URL = `http://localhost:${RENDERER_PORT}`;

export const SEEDED_ADMIN = {
  email: 'office@trailside-console-e2e.example',
  password: 'meadow-lane-1200',
  displayName: 'School Office Admin',
};

/** The smallest real PNG (one pixel), for forms that take a picture. */
export const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
