// Users and password-reset links: the first schema.
import { Migration } from '@mikro-orm/migrations';
import { usesPostgres } from '../database/dialect';

export class Migration20261122030111 extends Migration {

  override async up(): Promise<void> {
    if (usesPostgres(this.driver)) {
      this.addSql(`create table "users" ("id" varchar(36) not null, "email" varchar(254) not null, "fname" varchar(100) not null, "lname" varchar(100) not null, "type" varchar(16) not null, "access_level" int not null default 3, "phone" varchar(40) null, "child_first_name" varchar(100) null, "child_last_name" varchar(100) null, "image_path" varchar(200) null, "password_hash" varchar(200) not null, "session_version" int not null default 1, "failed_logins" int not null default 0, "locked_until" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "users_pkey" primary key ("id"));`);
      this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);

      this.addSql(`create table "password_reset_tokens" ("id" varchar(36) not null, "user_id" varchar(36) not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null, constraint "password_reset_tokens_pkey" primary key ("id"));`);
      this.addSql(`alter table "password_reset_tokens" add constraint "password_reset_tokens_token_hash_unique" unique ("token_hash");`);
      this.addSql(`alter table "password_reset_tokens" add constraint "password_reset_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
      return;
    }

    this.addSql(`create table \`users\` (\`id\` text not null, \`email\` text not null, \`fname\` text not null, \`lname\` text not null, \`type\` text not null, \`access_level\` integer not null, \`phone\` text null, \`child_first_name\` text null, \`child_last_name\` text null, \`image_path\` text null, \`password_hash\` text not null, \`session_version\` integer not null, \`failed_logins\` integer not null, \`locked_until\` datetime null, \`created_at\` datetime not null, \`updated_at\` datetime not null, primary key (\`id\`));`);
    this.addSql(`create unique index \`users_email_unique\` on \`users\` (\`email\`);`);

    this.addSql(`create table \`password_reset_tokens\` (\`id\` text not null, \`user_id\` text not null, \`token_hash\` text not null, \`expires_at\` datetime not null, \`used_at\` datetime null, \`created_at\` datetime not null, constraint \`password_reset_tokens_user_id_foreign\` foreign key(\`user_id\`) references \`users\`(\`id\`) on delete cascade on update cascade, primary key (\`id\`));`);
    this.addSql(`create index \`password_reset_tokens_user_id_index\` on \`password_reset_tokens\` (\`user_id\`);`);
    this.addSql(`create unique index \`password_reset_tokens_token_hash_unique\` on \`password_reset_tokens\` (\`token_hash\`);`);
  }

}
