import { type ApiClient, createApiClient } from '@trailside/domain/api/client';
import { startTestApp, type TestApp } from './test-app';

/** A real app and the typed client both front ends use, pointed at it. */
export interface ClientTestApp extends TestApp {
  api: ApiClient;
  /** The bearer token the client sends with every request from now on; none while undefined. */
  token: string | undefined;
}

export async function startClientTestApp(): Promise<ClientTestApp> {
  const test = await startTestApp();
  const client: ClientTestApp = { ...test, token: undefined, api: createApiClient({ baseUrl: test.url, getToken: () => client.token }) };
  return client;
}
