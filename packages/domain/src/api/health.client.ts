import type { ApiClient } from './client';
import { send } from './client';

export interface Health {
  status: 'ok';
  database: 'up';
}

export const getHealth = (api: ApiClient) => send(() => api.get('health').json<Health>());
