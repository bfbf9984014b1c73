import { existsSync } from 'node:fs';
import { createApp } from './app.factory';
import { ConfigError, loadConfig } from './config/config';

/** `npm run seed`: migrate and seed the database in DATA_DIR without starting the server. */
async function seed() {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const app = await createApp(loadConfig());
  await app.close();
}

seed().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
