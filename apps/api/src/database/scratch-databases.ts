import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/**
 * Throwaway PostgreSQL databases for tests, the crash test and the load bench: each run gets an empty database
 * of its own on the server that DATABASE_URL names, so runs never see each other's rows. The role in that
 * URL must be allowed to create databases.
 */
export async function createScratchDatabase(serverUrl: string, prefix = 'trailside_scratch'): Promise<string> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withClient(serverUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops the database `databaseUrl` names, closing whatever connections are still open to it. */
export async function dropScratchDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  await withClient(url.toString(), (client) => client.query(`drop database if exists "${name.replaceAll('"', '""')}" with (force)`));
}

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
