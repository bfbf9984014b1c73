/** Fixed ports away from the site's suite (4310) and a developer's API (3000). */
export const API_PORT = 4320;
export const API_URL = `http://localhost:${API_PORT}`;
export const RENDERER_PORT = 4321;
export const RENDERER_URL = `http://localhost:${RENDERER_PORT}`;

export const SEEDED_ADMIN = {
  email: 'office@trailside-console-e2e.example',
  password: 'meadow-lane-1200',
  displayName: 'School Office Admin',
};
