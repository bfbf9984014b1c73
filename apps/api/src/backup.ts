import { existsSync } from 'node:fs';
import { ConfigError, loadConfig } from './config/config';
import { backup, BackupError } from './database/backup';

/**
 * `npm run backup [folder]`: a consistent copy of the database and the uploads folder, taken while the site
 * runs, into `folder` (new or empty) or a timestamped folder beside DATA_DIR.
 */
async function main() {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const { folder, manifest } = await backup(loadConfig(), process.argv[2]);
  console.log(
    `Backed up the ${manifest.database === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database and ${manifest.uploadFiles} uploaded file(s) into ${folder}\n` +
      `Bring it back with: npm run restore ${folder}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof BackupError ? error.message : error);
  process.exit(1);
});
