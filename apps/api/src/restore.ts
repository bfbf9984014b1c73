import { existsSync } from 'node:fs';
import { ConfigError, loadConfig } from './config/config';
import { BackupError, restore } from './database/backup';

/**
 * `npm run restore <folder>`: puts a backup made by `npm run backup` back into DATA_DIR (and the database
 * DATABASE_URL names). Stop the API first; it refuses while a server is using the data.
 */
async function main() {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const folder = process.argv[2];
  if (!folder) throw new BackupError('Name the backup folder to restore: npm run restore <folder>');
  const config = loadConfig();
  const { manifest, previous } = await restore(config, folder);
  console.log(
    `Restored the backup taken at ${manifest.createdAt} into ${config.dataDir}. Start the API again.\n` +
      `What was there before is kept in ${previous} (restore that folder the same way to undo).`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof BackupError ? error.message : error);
  process.exit(1);
});
