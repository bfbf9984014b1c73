import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EntityManager, type EntityName } from '@mikro-orm/core';
import type { INestApplication } from '@nestjs/common';
import { createScratchDatabase, dropScratchDatabase } from '../../src/database/scratch-databases';

/** A started test app (a TestApp, or anything holding the Nest app): test-app.ts starts it on freshDataStore. */
type TestApp = { app: INestApplication };

/** A fresh look at the database, outside any request. */
export const freshEm = (test: TestApp) => test.app.get(EntityManager).fork();

export const countRows = (test: TestApp, entity: EntityName<object>) => freshEm(test).count(entity, {});

/**
 * The suite's database: SQLite in each data folder by default, or PostgreSQL when the run has DATABASE_URL
 * (`npm run test:api:postgres`). It names a server and a database there to connect to first; every
 * data folder then gets an empty database of its own on that server, dropped with the folder.
 */
export const testDatabaseServer = process.env.DATABASE_URL?.trim() || undefined;

export interface TestDataStore {
  dataDir: string;
  /** DATA_DIR, and DATABASE_URL when the suite runs on PostgreSQL: spread them into loadConfig's env. */
  env: { DATA_DIR: string; DATABASE_URL?: string };
  /** Deletes the data folder and drops its database. Close the app using them first. */
  remove: () => Promise<void>;
}

/** A new, empty place for one app's data: a data folder and, on PostgreSQL, a database of its own. */
export async function freshDataStore(prefix = 'trailside-api-'): Promise<TestDataStore> {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const databaseUrl = testDatabaseServer ? await createScratchDatabase(testDatabaseServer, 'trailside_test') : undefined;
  return {
    dataDir,
    env: databaseUrl ? { DATA_DIR: dataDir, DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir },
    remove: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      if (databaseUrl) await dropScratchDatabase(databaseUrl);
    },
  };
}

/** The table of every entity the app maps, in a stable order. */
export function tablesOf(test: TestApp): string[] {
  const metadata = test.app.get(EntityManager).getMetadata().getAll();
  return [...new Set(Object.values(metadata).filter((meta) => meta.tableName && !meta.embeddable && !meta.virtual && !meta.abstract).map((meta) => meta.tableName))].sort();
}

/**
 * A mail's row without how its sending is going: the outbox sends in the background (a sign-up's verification link
 * goes out while a test's next request runs), and a refused request must add no mail, whatever the sending of
 * earlier ones did meanwhile.
 */
function withoutDelivery({ attempts: _attempts, next_try_at: _next, last_error: _error, sent_at: _sent, ...row }: Record<string, unknown>) {
  return row;
}

/** Every row of every table, for "nothing changed" checks: compare two snapshots with toEqual. */
export async function databaseSnapshot(test: TestApp): Promise<Record<string, unknown[]>> {
  const connection = freshEm(test).getConnection();
  const snapshot: Record<string, unknown[]> = {};
  for (const table of tablesOf(test)) {
    const rows: Record<string, unknown>[] = await connection.execute(`select * from "${table}"`);
    snapshot[table] = rows.map((row) => JSON.stringify(table === 'mail_outbox' ? withoutDelivery(row) : row)).sort();
  }
  return snapshot;
}

/** The row count of every table, read in one query, so it can run after each of thousands of requests. */
export function rowCounter(test: TestApp): () => Promise<Record<string, number>> {
  const tables = tablesOf(test);
  const sql = `select ${tables.map((table, index) => `(select count(*) from "${table}") as c${index}`).join(', ')}`;
  const connection = freshEm(test).getConnection();
  return async () => {
    const [row] = (await connection.execute(sql)) as Record<string, number | string>[];
    return Object.fromEntries(tables.map((table, index) => [table, Number(row[`c${index}`])]));
  };
}
