import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, inject } from 'vitest';
import { render, type RenderedPage } from '../entry-server';

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

/** The site's address in these tests, for canonical links and shared pictures. */
export const PUBLIC_URL = 'https://trailside.example';

export interface SampleSite {
  api: RecordingApi;
  /** The newest post of the sample content. */
  post: { id: string; title: string };
  /** A server render of `path`, as a page (fails for a redirect or a page the browser draws). */
  renderPage(path: string): Promise<RenderedPage>;
}

/** Called at the top of a test file: the recording API with the sample content (started before its tests, stopped after) and its newest post. */
export function sampleSiteForThisFile(): SampleSite {
  const site = {} as SampleSite;
  beforeAll(async () => {
    site.api = await startRecordingApi();
    const { blogs } = (await (await fetch(`${site.api.url}/api/blogs-recent`)).json()) as { blogs: Array<{ id: string; title: string }> };
    site.post = blogs[0]!;
  });
  afterAll(() => site.api?.stop());
  site.renderPage = async (path) => {
    const page = await render(new Request(`${PUBLIC_URL}${path}`), { apiUrl: site.api.url, publicUrl: PUBLIC_URL });
    if (!page || page instanceof Response) throw new Error(`${path} was not rendered on the server`);
    return page;
  };
  return site;
}
