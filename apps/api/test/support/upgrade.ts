import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { MikroORM, type Options } from '@mikro-orm/core';
import type { Config } from '../../src/config/config';
import { ormOptions } from '../../src/database/orm-options';

/** The fixtures: one folder per release (`release-<commit>`), each with a backup per database (scripts/make-upgrade-fixture.mjs). */
export const UPGRADE_FIXTURES = join(__dirname, '../fixtures/upgrade');

export interface FixtureFacts {
  release: string;
  madeAt: string;
  people: Record<'admin' | 'family' | 'child', { email: string; password: string }>;
}

export const releasesWithFixtures = () => readdirSync(UPGRADE_FIXTURES).filter((name) => name.startsWith('release-')).sort();

export interface TableContents {
  /** The primary key's columns, in order. */
  key: string[];
  columns: string[];
  /** Every row, by its primary key's values (JSON). */
  rows: Map<string, Record<string, unknown>>;
}

export interface DatabaseContents {
  tables: Record<string, TableContents>;
  /** Every table's, column's, index's and constraint's definition, sorted: equal lists mean the same schema. */
  schema: string[];
}

/** The ORM on `config`'s database, as the app opens it, with nothing run: no migrations. */
export const openDatabase = (config: Config, change: (options: Options) => Options = (options) => options) =>
  MikroORM.init(change(ormOptions(config)));

/** Everything in the database, read as it is: every table (whatever the entities say now), its rows and its schema. */
export async function readDatabase(config: Config): Promise<DatabaseContents> {
  const orm = await openDatabase(config);
  try {
    const connection = orm.em.getConnection();
    const query = async (sql: string, params: unknown[] = []) => (await connection.execute(sql, params)) as Record<string, unknown>[];
    const tables: Record<string, TableContents> = {};
    let schema: string[];
    let tableNames: string[];
    const keys: Record<string, string[]> = {};
    if (config.databaseUrl) {
      tableNames = (await query(`select tablename as name from pg_tables where schemaname = current_schema()`)).map((row) => String(row.name));
      for (const row of await query(
        `select c.relname as "table", a.attname as "column" from pg_index i join pg_class c on c.oid = i.indrelid
           join pg_namespace n on n.oid = c.relnamespace and n.nspname = current_schema()
           join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
         where i.indisprimary order by c.relname, array_position(i.indkey, a.attnum)`,
      )) {
        (keys[String(row.table)] ??= []).push(String(row.column));
      }
      schema = [
        ...(await query(
          `select table_name, column_name, data_type, is_nullable, column_default from information_schema.columns where table_schema = current_schema()`,
        )),
        ...(await query(`select indexname, indexdef from pg_indexes where schemaname = current_schema()`)),
        ...(await query(
          `select conname, pg_get_constraintdef(c.oid) as definition from pg_constraint c join pg_namespace n on n.oid = c.connamespace and n.nspname = current_schema()`,
        )),
      ].map((row) => JSON.stringify(row));
    } else {
      const objects = await query(`select type, name, tbl_name, sql from sqlite_master where name not like 'sqlite_%'`);
      tableNames = objects.filter((row) => row.type === 'table').map((row) => String(row.name));
      for (const name of tableNames) {
        const columns = (await query(`select name, pk from pragma_table_info(?) where pk > 0 order by pk`, [name])).map((row) => String(row.name));
        keys[name] = columns;
      }
      schema = objects.map((row) => JSON.stringify(row));
    }
    for (const name of tableNames) {
      const rows = await query(`select * from "${name}"`);
      const key = keys[name] ?? [];
      const columns = config.databaseUrl
        ? (await query(`select column_name as name from information_schema.columns where table_schema = current_schema() and table_name = ?`, [name])).map((row) => String(row.name))
        : (await query(`select name from pragma_table_info(?)`, [name])).map((row) => String(row.name));
      // A table without a primary key is compared row by row as a whole.
      const idOf = (row: Record<string, unknown>) => JSON.stringify(key.length ? key.map((column) => row[column]) : row);
      tables[name] = { key, columns, rows: new Map(rows.map((row) => [idOf(row), row])) };
    }
    return { tables, schema: schema.sort() };
  } finally {
    await orm.close();
  }
}

/** Every file under `folder` with its SHA-256, by path relative to it. */
export function filesIn(folder: string): Record<string, string> {
  if (!existsSync(folder)) return {};
  const files: Record<string, string> = {};
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files[relative(folder, path)] = createHash('sha256').update(readFileSync(path)).digest('hex');
  }
  return files;
}
