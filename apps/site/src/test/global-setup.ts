import type { TestProject } from 'vitest/node';
// The API suite's harness: the built API in a process of its own, on a data folder of its own.
import { scratchStore, serverEnv, startServer } from '@trailside/api/scripts/harness.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built API with the school's sample content, one for the whole run. */
    apiUrl: string;
  }
}

/** Starts the built API once for every test file (run `npx turbo run build` first), and stops it after. */
export default async function startApi(project: TestProject) {
  const store = await scratchStore('trailside-site-unit');
  const api = await startServer(serverEnv(store, { SAMPLE_CONTENT: 'true' }));
  project.provide('apiUrl', api.url);
  return async () => {
    await api.stop();
    await store.remove();
  };
}
