// Types of the API suite's harness (apps/api/scripts/harness.mjs), as the site's unit tests use it.
declare module '@trailside/api/scripts/harness.mjs' {
  export interface ScratchStore {
    dataDir: string;
    env: Record<string, string>;
    remove(): Promise<void>;
  }
  export interface HarnessServer {
    url: string;
    stop(): Promise<unknown>;
  }
  /** The first GOD administrator the harness's servers make. */
  export const ADMIN: { email: string; password: string };
  export function scratchStore(prefix: string): Promise<ScratchStore>;
  export function serverEnv(store: ScratchStore, extra?: Record<string, string>): Record<string, string>;
  export function startServer(env: Record<string, string>): Promise<HarnessServer>;
}
