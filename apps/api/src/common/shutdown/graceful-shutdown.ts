import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { type INestApplication, Logger } from '@nestjs/common';

/**
 * How the API stops on SIGTERM (a deploy, `docker stop`, systemd) or SIGINT: it stops accepting connections,
 * answers every request already in progress, each with `Connection: close` so keep-alive clients go elsewhere,
 * closes idle keep-alive connections at once, and cuts whatever still runs after `timeoutMs`. Only then does
 * Nest close the app, the database last, so no handler finds it gone. A second signal stops at once.
 */
export function stopGracefullyOnSignals(app: INestApplication, timeoutMs: number): void {
  const logger = new Logger('Shutdown');
  const server = app.getHttpServer() as Server;
  const inProgress = new Set<ServerResponse>();
  let stopping = false;

  // First, so a response answered at once (a kept page) still hears that the server is stopping.
  server.prependListener('request', (_request: IncomingMessage, response: ServerResponse) => {
    if (stopping) response.setHeader('Connection', 'close');
    inProgress.add(response);
    response.once('close', () => inProgress.delete(response));
  });

  const stop = async (signal: NodeJS.Signals) => {
    logger.log(`${signal}: finishing ${inProgress.size} request(s) in progress, then stopping (at most ${timeoutMs / 1000} s)`);
    stopping = true;
    for (const response of inProgress) if (!response.headersSent) response.setHeader('Connection', 'close');
    const drained = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const deadline = setTimeout(() => {
      logger.warn(`${inProgress.size} request(s) still running after ${timeoutMs / 1000} s: closing their connections`);
      server.closeAllConnections();
    }, timeoutMs);
    await drained;
    clearTimeout(deadline);
    await app.close();
  };

  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stop(signal).then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error(`Stopping failed: ${error instanceof Error ? error.stack : String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
