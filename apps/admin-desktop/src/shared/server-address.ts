/** Where the console looks for the school's server on a first run, unless SCHOOL_API_URL says otherwise. */
export const DEFAULT_SERVER_URL = 'http://localhost:3000';

export type ServerAddress = { ok: true; origin: string } | { ok: false; message: string };

/**
 * The one rule for a server address, used by the sign-in form and checked again by the main process:
 * a full http or https address, kept as its origin (the API always lives at /api on it). Plain http is
 * allowed because a school may run the server on its own network without a certificate.
 */
export function parseServerAddress(raw: unknown): ServerAddress {
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (!text) return { ok: false, message: `Please enter the school server's address, such as ${DEFAULT_SERVER_URL}` };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, message: `Please enter a full address, such as ${DEFAULT_SERVER_URL} or https://school.example` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, message: 'The server address must start with http:// or https://' };
  }
  return { ok: true, origin: url.origin };
}

/**
 * The address of a file the server keeps, from the path the API gives (a picture's `/uploads/...`). The installed
 * console's page is a file:// page, where a bare path would name a file on this computer: every picture is asked
 * for at the server, the one address the request guard lets through.
 */
export function serverFileUrl(serverOrigin: string, path: string): string {
  return new URL(path, serverOrigin).href;
}
