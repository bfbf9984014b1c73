// Flyers stop storing `expired`: nothing read it, every answer judges it for its own moment from the
// event date. Plain SQL that SQLite (3.35+) and PostgreSQL both run.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261123000001_flyer_expiry extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "social_events" drop column "expired";`);
  }

}
