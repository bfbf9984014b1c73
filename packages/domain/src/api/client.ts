import ky, { HTTPError, type KyInstance, NetworkError, type Options, TimeoutError } from 'ky';
import { apiErrorOf, ServerUnreachableError } from './errors';

export type ApiClient = KyInstance;

/**
 * What an upload may add to its request: its own `fetch` (one that reports upload progress, say) and a
 * signal to cancel it. Everything else (the address, the token) stays the client's.
 */
export type UploadOptions = Pick<Options, 'fetch' | 'signal'>;

export interface ApiClientOptions {
  /** Where the API lives, e.g. "http://localhost:3000"; empty for the same origin. */
  baseUrl: string;
  /** The signed-in user's bearer token, read fresh for every request. */
  getToken?: () => string | null | undefined;
  fetch?: typeof fetch;
}

/** One ky instance per front end; every request function in this package takes it first. */
export function createApiClient({ baseUrl, getToken, fetch }: ApiClientOptions): ApiClient {
  return ky.create({
    prefix: `${baseUrl.replace(/\/$/, '')}/api`,
    fetch,
    retry: 0,
    timeout: 30_000,
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const token = getToken?.();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
    },
  });
}

/**
 * Runs a request and rethrows HTTP failures as ApiError carrying the server's message, and a request that got
 * no answer (ky's NetworkError around fetch's "Failed to fetch", or its time-out) as ServerUnreachableError, whose
 * message a person can act on. A request cancelled on purpose (AbortError) passes through as it is.
 */
export async function send<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof HTTPError) throw apiErrorOf(error.response, error.data);
    if (error instanceof NetworkError || error instanceof TimeoutError) throw new ServerUnreachableError(error);
    throw error;
  }
}

/** A route with its `:params` filled in: `routeTo('blogs/:id', { id })` gives "blogs/<id>". */
export function routeTo(route: string, params: Record<string, string>): string {
  return route.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/**
 * Spec section 8: an answer without the entity it should carry is an error with the spec's text, e.g.
 * "Blog response is undefined". `.then(requireEntity('blog', BLOG_TEXTS.missing))` after the request.
 */
export function requireEntity<K extends string>(key: K, missingText: string) {
  return <T extends Record<K, unknown>>(response: T): T => {
    if (response?.[key] === undefined || response[key] === null) throw new Error(missingText);
    return response;
  };
}

/** Multipart bodies: a JSON `payload` field plus files under their own names (spec section 7). */
export function multipartPayload(payload: unknown, files: Record<string, Blob | null | undefined> = {}): FormData {
  const form = new FormData();
  form.append('payload', JSON.stringify(payload));
  for (const [name, file] of Object.entries(files)) {
    if (file) form.append(name, file);
  }
  return form;
}
