// Enquiries remember whether someone on the staff opened them, so the console can mark the unread ones.
// Those already handled were read. Plain SQL that SQLite and PostgreSQL both run.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261123120000_enquiry_read extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "enquiries" add column "read" boolean not null default false;`);
    this.addSql(`update "enquiries" set "read" = true where "handled" = true;`);
  }

}
