// One server for `npm run bench`, run in its own process so the load generator never shares its event loop.
// `node bench/serve.mjs api`: the built API (dist/, exactly what dist/main.js starts, with the environment
// the bench gives it) bound to loopback only. `node bench/serve.mjs http|express <body.json>`: the ceilings,
// a bare node:http server and a bare Express 5 app answering every GET with that JSON body.
// Each tells its parent its port over IPC, and its CPU time when asked (for CPU per request).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { getHeapStatistics } from 'node:v8';

const [kind, bodyFile] = process.argv.slice(2);
const listening = (port) => process.send?.({ port });
// The parent asks for this process's CPU time (microseconds) before and after a measurement, and for its memory.
process.on('message', (message) => {
  if (message === 'cpu') {
    const { user, system } = process.cpuUsage();
    process.send?.({ cpu: user + system });
  } else if (message === 'memory') {
    const { rss, heapTotal, heapUsed, external, arrayBuffers } = process.memoryUsage();
    // heapSizeLimit: the most V8 lets the heap grow to (--max-old-space-size and the young space), which sets how late it collects.
    process.send?.({ memory: { rss, heapTotal, heapUsed, external, arrayBuffers, heapSizeLimit: getHeapStatistics().heap_size_limit } });
  }
});
process.on('SIGTERM', () => process.exit(0));

if (kind === 'api') {
  const { createApp } = await import('../dist/app.factory.js');
  const { loadConfig } = await import('../dist/config/config.js');
  const app = await createApp(loadConfig(), { logger: ['error'] });
  await app.listen(0, '127.0.0.1');
  listening(app.getHttpServer().address().port);
} else if (kind === 'http') {
  // The absolute ceiling: the bytes are ready, no routing, no serialization.
  const body = readFileSync(bodyFile);
  const server = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
    response.end(body);
  });
  server.listen(0, '127.0.0.1', () => listening(server.address().port));
} else if (kind === 'express') {
  // What a plain Express handler does: route, then res.json(object) (serialize, weak ETag, send).
  const { default: express } = await import('express');
  const data = JSON.parse(readFileSync(bodyFile, 'utf8'));
  const app = express();
  app.get('/{*any}', (request, response) => response.json(data));
  const server = app.listen(0, '127.0.0.1', () => listening(server.address().port));
} else {
  console.error(`Unknown server kind "${kind}": use api, http or express.`);
  process.exit(1);
}
