import { existsSync } from 'node:fs';
import { Logger } from '@nestjs/common';
import { createApp } from './app.factory';
import { ConfigError, loadConfig } from './config/config';

async function main() {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const app = await createApp(config);
  app.enableShutdownHooks();
  await app.listen(config.port);
  new Logger('Trailside').log(`The website and API are running at ${config.publicUrl} (API docs at ${config.publicUrl}/api/docs)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
