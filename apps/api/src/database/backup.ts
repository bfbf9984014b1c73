import { execFile } from 'node:child_process';
import { constants, existsSync, readdirSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { MikroORM } from '@mikro-orm/core';
import { Client } from 'pg';
import type { Config } from '../config/config';
import { ormOptions, POSTGRES_APPLICATION_NAME } from './orm-options';
import { serverUsing } from './running-marker';

const run = promisify(execFile);

/** What `npm run backup` writes last into a backup folder: its presence means the backup is complete. */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  database: 'sqlite' | 'postgresql';
  /** The database copy inside the folder: a SQLite file, or a pg_dump archive (custom format). */
  databaseFile: string;
  /** Files copied from the uploads folder. */
  uploadFiles: number;
}

export const MANIFEST = 'backup.json';
const SQLITE_COPY = 'school.sqlite';
const POSTGRES_DUMP = 'database.pgdump';

/** A problem a person fixes (the CLI prints the message alone). */
export class BackupError extends Error {}

/** Where backups go when no folder is given: beside the data folder, e.g. ./data-backups/2026-11-22T03-01-11-000Z. */
export function defaultBackupFolder(config: Pick<Config, 'dataDir'>, label = new Date().toISOString().replace(/[:.]/g, '-')): string {
  return `${config.dataDir}-backups/${label}`;
}

/**
 * A consistent copy of the database and the uploads folder, taken while the site runs. SQLite: `VACUUM INTO`,
 * a snapshot read inside one transaction (never a file copy of a live WAL database). PostgreSQL: pg_dump, which
 * reads one snapshot too. Uploads are copied before and after the database snapshot, so every picture a row
 * of the snapshot names is in the copy (a picture deleted meanwhile may be there too, unused).
 */
export async function backup(config: Config, folder = defaultBackupFolder(config)): Promise<{ folder: string; manifest: BackupManifest }> {
  const target = resolve(folder);
  if (existsSync(target) && readdirSync(target).length > 0) throw new BackupError(`${target} is not empty: give a new folder for the backup.`);
  if (!config.databaseUrl && !existsSync(config.databaseFile)) {
    throw new BackupError(`There is no database at ${config.databaseFile} yet: start the API once (npm start) before backing it up.`);
  }
  await mkdir(join(target, 'uploads'), { recursive: true });
  await copyMissingFiles(config.uploadsDir, join(target, 'uploads'));
  const databaseFile = await snapshotDatabase(config, target);
  await copyMissingFiles(config.uploadsDir, join(target, 'uploads'));
  const manifest: BackupManifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    database: config.databaseUrl ? 'postgresql' : 'sqlite',
    databaseFile,
    uploadFiles: (await listFiles(join(target, 'uploads'))).length,
  };
  await writeFile(join(target, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return { folder: target, manifest };
}

/**
 * Puts a backup back: the database and the uploads folder become exactly what they were when it was taken.
 * Refuses while an API server uses the data folder or the database. What was there before is kept, as a
 * backup itself, in `<DATA_DIR>-backups/before-restore-<time>` (restore that to undo).
 */
export async function restore(config: Config, folder: string): Promise<{ manifest: BackupManifest; previous: string }> {
  const source = resolve(folder);
  const manifest = await readManifest(source);
  const kind = config.databaseUrl ? 'postgresql' : 'sqlite';
  if (manifest.database !== kind) {
    throw new BackupError(
      `This backup holds a ${manifest.database === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database, but the API is set up for ` +
        `${kind === 'sqlite' ? 'SQLite (no DATABASE_URL)' : 'PostgreSQL (DATABASE_URL)'}. Restore it with the settings it was taken with.`,
    );
  }
  await refuseWhileServing(config);

  const previous = defaultBackupFolder(config, `before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  await mkdir(previous, { recursive: true });
  const hadDatabase = config.databaseUrl || existsSync(config.databaseFile);
  const previousManifest: BackupManifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    database: kind,
    databaseFile: hadDatabase ? await snapshotDatabase(config, previous) : '',
    uploadFiles: (await listFiles(config.uploadsDir)).length,
  };
  if (existsSync(config.uploadsDir)) await moveFolder(config.uploadsDir, join(previous, 'uploads'));
  await writeFile(join(previous, MANIFEST), `${JSON.stringify(previousManifest, null, 2)}\n`);

  await loadDatabase(config, source, manifest);
  await mkdir(config.uploadsDir, { recursive: true });
  await copyMissingFiles(join(source, 'uploads'), config.uploadsDir);
  return { manifest, previous };
}

async function readManifest(folder: string): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(join(folder, MANIFEST), 'utf8')) as BackupManifest;
  } catch {
    throw new BackupError(`${folder} is not a complete backup: it has no ${MANIFEST}. Give a folder made by npm run backup.`);
  }
  if (manifest.format !== 1 || !existsSync(join(folder, manifest.databaseFile))) {
    throw new BackupError(`${folder} is not a complete backup: ${manifest.databaseFile || 'its database copy'} is missing.`);
  }
  return manifest;
}

async function refuseWhileServing(config: Config): Promise<void> {
  const pid = serverUsing(config.dataDir);
  if (pid) {
    throw new BackupError(
      `An API server (process ${pid}) is using ${config.dataDir}. Stop it, run the restore again, then start it. ` +
        `(If no server is running, delete ${join(config.dataDir, 'server.pid')}.)`,
    );
  }
  if (!config.databaseUrl) return;
  const connections = await withPostgres(config.databaseUrl, async (client) => {
    const { rows } = await client.query<{ count: number }>(
      "select count(*)::int as count from pg_stat_activity where datname = current_database() and application_name like $1 and pid <> pg_backend_pid()",
      [`${POSTGRES_APPLICATION_NAME}%`],
    );
    return rows[0].count;
  });
  if (connections > 0) {
    throw new BackupError(`${connections} API connection(s) are open on the database. Stop every API instance, run the restore again, then start them.`);
  }
}

/** Writes the database's snapshot into `folder`; answers the file's name there. */
async function snapshotDatabase(config: Config, folder: string): Promise<string> {
  if (config.databaseUrl) {
    await run(await postgresTool('pg_dump'), ['--format=custom', `--file=${join(folder, POSTGRES_DUMP)}`, `--dbname=${config.databaseUrl}`]);
    return POSTGRES_DUMP;
  }
  const orm = await MikroORM.init(ormOptions(config));
  try {
    await orm.em.getConnection().execute('vacuum into ?', [join(folder, SQLITE_COPY)]);
  } finally {
    await orm.close();
  }
  return SQLITE_COPY;
}

/** Replaces the database with the one in the backup. The API is stopped (refuseWhileServing). */
async function loadDatabase(config: Config, folder: string, manifest: BackupManifest): Promise<void> {
  const copy = join(folder, manifest.databaseFile);
  if (!config.databaseUrl) {
    // The old write-ahead log belongs to the old file: it must go with it.
    for (const suffix of ['', '-wal', '-shm']) await rm(`${config.databaseFile}${suffix}`, { force: true });
    await copyFile(copy, config.databaseFile);
    return;
  }
  await withPostgres(config.databaseUrl, async (client) => {
    const { rows } = await client.query<{ statement: string }>(
      "select format('drop table if exists %I.%I cascade', schemaname, tablename) as statement from pg_tables where schemaname = current_schema()",
    );
    await client.query('begin');
    for (const { statement } of rows) await client.query(statement);
    await client.query('commit');
  });
  await run(await postgresTool('pg_restore'), ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', `--dbname=${config.databaseUrl}`, copy]);
}

/** pg_dump or pg_restore: on the PATH, or in Debian's /usr/lib/postgresql/<version>/bin (the newest). */
async function postgresTool(name: 'pg_dump' | 'pg_restore'): Promise<string> {
  try {
    await run(name, ['--version']);
    return name;
  } catch {
    const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a)) : [];
    const found = versions.map((version) => `/usr/lib/postgresql/${version}/bin/${name}`).find((path) => existsSync(path));
    if (found) return found;
    throw new BackupError(`${name} is not on this machine. Install PostgreSQL's client tools (Debian: apt-get install postgresql-client), at least the server's version.`);
  }
}

async function withPostgres<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url, application_name: 'trailside-backup' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Every file under `folder` (relative paths); none when it does not exist. */
async function listFiles(folder: string): Promise<string[]> {
  if (!existsSync(folder)) return [];
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => relative(folder, join(entry.parentPath, entry.name)));
}

/** Copies the files of `from` that `to` lacks; a file deleted while we copy is skipped. */
async function copyMissingFiles(from: string, to: string): Promise<void> {
  for (const file of await listFiles(from)) {
    await mkdir(dirname(join(to, file)), { recursive: true });
    try {
      await copyFile(join(from, file), join(to, file), constants.COPYFILE_EXCL);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'EEXIST' && code !== 'ENOENT') throw error;
    }
  }
}

async function moveFolder(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await copyMissingFiles(from, to);
    await rm(from, { recursive: true, force: true });
  }
}
