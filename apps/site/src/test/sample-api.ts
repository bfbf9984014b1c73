import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inject } from 'vitest';

export interface RecordingApi {
  /** Where the API answers, through a proxy that writes down every request (see `requests`). */
  url: string;
  /** Every request that reached the API through `url` so far, as "GET /api/blogs/<id>?...". */
  requests: string[];
  stop(): Promise<void>;
}

/**
 * The run's API with the school's sample content (test/global-setup.ts), behind a loopback proxy of this test
 * file's own that records what it is asked, so a test can tell exactly which requests a server render made.
 */
export async function startRecordingApi(): Promise<RecordingApi> {
  const apiUrl = inject('apiUrl');
  const requests: string[] = [];
  const proxy = createServer(async (request, response) => {
    requests.push(`${request.method} ${request.url}`);
    const answer = await fetch(`${apiUrl}${request.url}`, { method: request.method, headers: { accept: request.headers.accept ?? '*/*' } });
    // fetch has decoded the body already.
    const headers = [...answer.headers].filter(([name]) => name !== 'content-encoding' && name !== 'content-length');
    response.writeHead(answer.status, Object.fromEntries(headers));
    response.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((listening) => proxy.listen(0, '127.0.0.1', listening));
  return {
    url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    requests,
    stop: () => new Promise((closed) => proxy.close(() => closed())),
  };
}
