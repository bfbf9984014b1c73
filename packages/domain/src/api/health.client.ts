import type { ApiClient } from './client';
import { send } from './client';
import { type GetHealthResponse, HEALTH_ROUTES } from './health.contract';

export const getHealth = (api: ApiClient) => send(() => api.get(HEALTH_ROUTES.getHealth).json<GetHealthResponse>());
