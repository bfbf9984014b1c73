/**
 * A fixed port away from the developer's own API on 3000, so a running dev server does not interfere;
 * E2E_SITE_PORT moves it when two checkouts run their suites at once.
 */
export const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 4310);
export const SITE_URL = `http://localhost:${SITE_PORT}`;

/** The first GOD account the API seeds on its first start. */
export const SEEDED_ADMIN = {
  email: 'office@trailside-e2e.example',
  password: 'meadow-lane-1200',
  firstName: 'School Office',
};
