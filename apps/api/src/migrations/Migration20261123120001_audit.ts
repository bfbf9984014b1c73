// The audit trail of staff actions. Portable SQL: SQLite and PostgreSQL both run it as it is (SQLite keeps a
// timestamptz column by numeric affinity, as MikroORM writes dates there).
import { Migration } from '@mikro-orm/migrations';

export class Migration20261123120001_audit extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "audit_entries" ("id" varchar(36) not null, "at" timestamptz not null, "actor_id" varchar(36) not null, "actor_name" varchar(200) not null, "action" varchar(32) not null, "entity_kind" varchar(32) not null, "entity_ids" text not null, "summary" varchar(300) not null, primary key ("id"));`);
    this.addSql(`create index "audit_entries_at_index" on "audit_entries" ("at");`);
    this.addSql(`create index "audit_entries_action_index" on "audit_entries" ("action");`);
    this.addSql(`create index "audit_entries_entity_kind_index" on "audit_entries" ("entity_kind");`);
    this.addSql(`create index "audit_entries_actor_id_at_index" on "audit_entries" ("actor_id", "at");`);
  }

}
