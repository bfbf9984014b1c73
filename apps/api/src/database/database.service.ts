import { MikroORM } from '@mikro-orm/core';
import { Injectable, Logger } from '@nestjs/common';

@Injectable()
export class DatabaseService {
  private readonly logger = new Logger('Database');

  constructor(private readonly orm: MikroORM) {}

  /** Brings the schema up to date with the committed migrations (never schema sync). */
  async migrate(): Promise<void> {
    const applied = await this.orm.getMigrator().up();
    if (applied.length) this.logger.log(`Applied migrations: ${applied.map((migration) => migration.name).join(', ')}`);
  }
}
