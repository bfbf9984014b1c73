import { PostgreSqlPlatform } from '@mikro-orm/postgresql';

/**
 * Whether a migration runs on PostgreSQL (DATABASE_URL) rather than SQLite. The first migrations were written
 * in SQLite's SQL, which stays exactly as it ran on existing databases; each has PostgreSQL's own statements
 * beside it. A new migration needs no branch when its SQL is portable (double-quoted names, standard types).
 */
export function usesPostgres(driver: { getPlatform(): object }): boolean {
  return driver.getPlatform() instanceof PostgreSqlPlatform;
}
