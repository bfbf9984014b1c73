// A parent agrees (or says "not my child") from My account too, not only from the mailed link: parent_consents
// notes when its mail went (so a child whose parent got none is told what to do) and when the parent declined, and
// is read by the parent's address. Portable SQL, as Migration20261123120001_audit.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261201090000_consent_from_my_account extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "parent_consents" add column "mailed_at" timestamptz null;`);
    this.addSql(`alter table "parent_consents" add column "declined_at" timestamptz null;`);
    this.addSql(`create index "parent_consents_parent_email_index" on "parent_consents" ("parent_email");`);
    // Requests made before this whose mail went (the outbox keeps a sent row 30 days); the rest read as not mailed,
    // and the child is told to ask the parent to agree from My account, which works whatever happened to the mail.
    this.addSql(`update "parent_consents" set "mailed_at" = (select max("sent_at") from "mail_outbox" where "mail_outbox"."kind" = 'parent-consent' and "mail_outbox"."ref_id" = "parent_consents"."id");`);
  }

}
