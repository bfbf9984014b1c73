// Mail nobody asked for is bounded per address (issue 38): unsolicited_mails counts, by the address's SHA-256, each
// verification link, subscription confirmation and parent's consent request queued in the last day. Portable SQL,
// as Migration20261123120001_audit.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261130090001_unsolicited_mails extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "unsolicited_mails" ("id" varchar(36) not null, "address_hash" varchar(64) not null, "queued_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "unsolicited_mails_address_hash_queued_at_index" on "unsolicited_mails" ("address_hash", "queued_at");`);
    this.addSql(`create index "unsolicited_mails_queued_at_index" on "unsolicited_mails" ("queued_at");`);
  }

}
