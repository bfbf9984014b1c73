import { existsSync } from 'node:fs';
import { Logger } from '@nestjs/common';
import { createApp } from './app.factory';
import { stopGracefullyOnSignals } from './common/shutdown/graceful-shutdown';
import { ConfigError, loadConfig } from './config/config';

async function main() {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const app = await createApp(config);
  await (config.host ? app.listen(config.port, config.host) : app.listen(config.port));
  stopGracefullyOnSignals(app, config.shutdownTimeoutMs);
  new Logger('Trailside').log(`The website and API are running at ${config.publicUrl} (API docs at ${config.publicUrl}/api/docs)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
