// Users and password-reset links: the first schema.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261122030111 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`users\` (\`id\` text not null, \`email\` text not null, \`fname\` text not null, \`lname\` text not null, \`type\` text not null, \`access_level\` integer not null, \`phone\` text null, \`child_first_name\` text null, \`child_last_name\` text null, \`image_path\` text null, \`password_hash\` text not null, \`session_version\` integer not null, \`failed_logins\` integer not null, \`locked_until\` datetime null, \`created_at\` datetime not null, \`updated_at\` datetime not null, primary key (\`id\`));`);
    this.addSql(`create unique index \`users_email_unique\` on \`users\` (\`email\`);`);

    this.addSql(`create table \`password_reset_tokens\` (\`id\` text not null, \`user_id\` text not null, \`token_hash\` text not null, \`expires_at\` datetime not null, \`used_at\` datetime null, \`created_at\` datetime not null, constraint \`password_reset_tokens_user_id_foreign\` foreign key(\`user_id\`) references \`users\`(\`id\`) on delete cascade on update cascade, primary key (\`id\`));`);
    this.addSql(`create index \`password_reset_tokens_user_id_index\` on \`password_reset_tokens\` (\`user_id\`);`);
    this.addSql(`create unique index \`password_reset_tokens_token_hash_unique\` on \`password_reset_tokens\` (\`token_hash\`);`);
  }

}
