import { DEFAULT_SERVER_URL, parseServerAddress } from '../shared/server-address';

/** The server address of a first run: SCHOOL_API_URL when set, else the API on this computer. */
export function serverUrlFromEnv(env: NodeJS.ProcessEnv): string {
  const raw = env.SCHOOL_API_URL?.trim() || DEFAULT_SERVER_URL;
  const address = parseServerAddress(raw);
  if (!address.ok) throw new Error(`SCHOOL_API_URL is "${raw}". ${address.message}.`);
  return address.origin;
}
