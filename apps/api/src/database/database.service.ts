import { MikroORM } from '@mikro-orm/core';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { Client } from 'pg';
import { CONFIG, type Config } from '../config/config';
import { POSTGRES_APPLICATION_NAME } from './orm-options';

/** The PostgreSQL advisory lock instances take turns on while they start (any fixed number works). */
const STARTUP_LOCK = 7_231_994;

@Injectable()
export class DatabaseService {
  private readonly logger = new Logger('Database');

  constructor(
    private readonly orm: MikroORM,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  /**
   * Runs the start-up work (migrations, first admin, sample content) alone: several instances starting at once
   * on one PostgreSQL database take turns on an advisory lock, so only the first migrates and seeds. SQLite
   * serves one instance, so there is nothing to wait for.
   */
  async startingAlone<T>(work: () => Promise<T>): Promise<T> {
    if (!this.config.databaseUrl) return work();
    const lock = new Client({ connectionString: this.config.databaseUrl, application_name: POSTGRES_APPLICATION_NAME });
    await lock.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
      return await work();
    } finally {
      // Ending the session releases the lock.
      await lock.end();
    }
  }

  /**
   * Brings the schema up to date with the committed migrations (never schema sync). Answers whether the
   * database was new, that is, whether the very first migration ran just now.
   */
  async migrate(): Promise<{ fresh: boolean }> {
    const migrator = this.orm.getMigrator();
    const fresh = (await migrator.getExecutedMigrations()).length === 0;
    const applied = await migrator.up();
    if (applied.length) this.logger.log(`Applied migrations: ${applied.map((migration) => migration.name).join(', ')}`);
    return { fresh };
  }
}
