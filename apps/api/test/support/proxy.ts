import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TestProxy {
  url: string;
  close: () => Promise<void>;
}

/**
 * A reverse proxy as a school would put in front of the API (nginx, Caddy): it passes each request on and adds
 * the address it came from to X-Forwarded-For, after whatever the client sent there itself.
 */
export async function startProxy(target: string): Promise<TestProxy> {
  const server = createServer((incoming, outgoing) => {
    const forwardedFor = [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = request(new URL(incoming.url ?? '/', target), { method: incoming.method, headers: { ...incoming.headers, 'x-forwarded-for': forwardedFor } }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    incoming.pipe(upstream);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}

/** A JSON POST from `localAddress` (any 127.x.y.z is this machine), so a test can be several computers at once. */
export function postFrom(
  localAddress: string,
  url: string,
  body: object,
  headers: IncomingHttpHeaders = {},
): Promise<{ status: number; body: { code?: string; token?: string } }> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { method: 'POST', localAddress, headers: { ...headers, 'content-type': 'application/json' } }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') }));
    });
    sent.on('error', reject);
    sent.end(JSON.stringify(body));
  });
}
