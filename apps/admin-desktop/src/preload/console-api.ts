/** What the preload script hands the renderer as `window.api`; nothing else crosses the bridge. */
export interface ConsoleApi {
  /** Where the school's API lives, e.g. "http://localhost:3000". */
  readonly apiUrl: string;
  /** The console's version, for the footer and support questions. */
  readonly version: string;
}

/**
 * The main process passes these to the sandboxed renderer as command-line switches
 * (webPreferences.additionalArguments); a sandboxed preload can read process.argv but not the disk.
 */
export const API_URL_SWITCH = '--school-api-url=';
export const VERSION_SWITCH = '--school-console-version=';

export function consoleApiFromArgv(argv: readonly string[]): ConsoleApi {
  const value = (prefix: string) => argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length) ?? '';
  return { apiUrl: value(API_URL_SWITCH), version: value(VERSION_SWITCH) };
}
