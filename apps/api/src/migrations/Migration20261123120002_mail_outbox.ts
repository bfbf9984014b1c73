// The mail outbox: mails the API owes (an enquiry's copy to the office, a password-reset link), kept until the
// mail server takes them. Portable SQL, as Migration20261123120001_audit.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261123120002_mail_outbox extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "mail_outbox" ("id" varchar(36) not null, "kind" varchar(32) not null, "ref_id" varchar(36) not null, "to" varchar(254) not null, "attempts" integer not null default 0, "next_try_at" timestamptz not null, "last_error" varchar(500) null, "sent_at" timestamptz null, "give_up_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "mail_outbox_sent_at_next_try_at_index" on "mail_outbox" ("sent_at", "next_try_at");`);
  }

}
