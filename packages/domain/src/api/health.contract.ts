/** Paths under /api, named after the client functions that call them. */
export const HEALTH_ROUTES = {
  getHealth: 'health',
} as const;

export interface Health {
  status: 'ok';
  database: 'up';
}
export type GetHealthResponse = Health;
