import { MikroORM } from '@mikro-orm/core';
import { Injectable, Logger } from '@nestjs/common';

@Injectable()
export class DatabaseService {
  private readonly logger = new Logger('Database');

  constructor(private readonly orm: MikroORM) {}

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
