export const DEFAULT_API_URL = 'http://localhost:3000';

/** Reads SCHOOL_API_URL once at start-up; only an http(s) address is accepted. */
export function apiUrlFromEnv(env: NodeJS.ProcessEnv): string {
  const raw = env.SCHOOL_API_URL?.trim() || DEFAULT_API_URL;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`SCHOOL_API_URL must be a full address such as ${DEFAULT_API_URL}; it is "${raw}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`SCHOOL_API_URL must start with http:// or https://; it is "${raw}".`);
  }
  return url.origin;
}
