import { ServerUnreachableError } from '@trailside/domain/api/errors';
import { UPLOAD_MESSAGES } from '@trailside/domain/api/upload-messages';

/** Headers a page may not set on an XMLHttpRequest (the browser sets them itself). */
const BROWSER_HEADERS = new Set(['content-length', 'host', 'connection']);


function responseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/**
 * A `fetch` made of XMLHttpRequest, whose upload events say how much of the body has gone
 * (`fraction` 0 to 1); fetch itself cannot tell over HTTP/1.1. Hand it to one upload through the
 * domain client's `UploadOptions`, so the address, the token and the error handling stay the client's.
 */
export function progressFetch(onProgress: (fraction: number) => void): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.blob();
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      request.headers.forEach((value, name) => {
        if (!BROWSER_HEADERS.has(name)) xhr.setRequestHeader(name, value);
      });
      xhr.responseType = 'blob';
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      });
      xhr.addEventListener('load', () => {
        const empty = xhr.status === 204 || xhr.status === 304;
        resolve(new Response(empty ? null : (xhr.response as Blob), { status: xhr.status, statusText: xhr.statusText, headers: responseHeaders(xhr.getAllResponseHeaders()) }));
      });
      xhr.addEventListener('error', (event) => reject(new ServerUnreachableError(event, UPLOAD_MESSAGES.unreachable)));
      xhr.addEventListener('timeout', (event) => reject(new ServerUnreachableError(event, UPLOAD_MESSAGES.unreachable)));
      xhr.addEventListener('abort', () => reject(request.signal.reason ?? new DOMException('The upload was stopped.', 'AbortError')));
      if (request.signal.aborted) {
        xhr.abort();
        return;
      }
      request.signal.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(body);
    });
  };
}
