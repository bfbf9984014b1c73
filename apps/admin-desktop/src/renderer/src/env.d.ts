import type { ConsoleApi } from '../../preload/console-api';

declare global {
  interface Window {
    /** Exposed by the preload script; see src/preload/index.ts. */
    readonly api: ConsoleApi;
  }
}
