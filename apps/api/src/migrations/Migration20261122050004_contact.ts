// Enquiries (contact and FAQ forms), used captcha challenges, the site-settings record with the school's
// identity from CONTENT.md, and short links.
import { Migration } from '@mikro-orm/migrations';
import { usesPostgres } from '../database/dialect';

export class Migration20261122050004_contact extends Migration {

  override async up(): Promise<void> {
    if (usesPostgres(this.driver)) {
      this.addSql(`create table "enquiries" ("id" varchar(36) not null, "name" varchar(100) not null, "email" varchar(254) not null, "phone" varchar(40) not null, "message" text not null, "source" varchar(16) not null, "handled" boolean not null default false, "mailed" boolean not null default false, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "enquiries_pkey" primary key ("id"));`);
      this.addSql(`create index "enquiries_created_at_index" on "enquiries" ("created_at");`);

      this.addSql(`create table "used_captchas" ("nonce" varchar(64) not null, "expires_at" timestamptz not null, constraint "used_captchas_pkey" primary key ("nonce"));`);

      this.addSql(`create table "site_settings" ("id" int not null default 1, "school_name" varchar(100) not null default 'Trailside Montessori K-8', "phone" varchar(40) not null default '(555) 014-2780', "email" varchar(254) not null default 'hello@trailside-montessori.example', "address" varchar(200) not null default '1200 Meadow Lane, Springfield', "hours" varchar(100) not null default '8:30am-3:30pm', "store_url" varchar(2000) null, "intro_video_id" varchar(11) null, "updated_at" timestamptz not null, constraint "site_settings_pkey" primary key ("id"));`);
      this.addSql(`insert into "site_settings" ("id", "school_name", "phone", "email", "address", "hours", "store_url", "intro_video_id", "updated_at") values (1, 'Trailside Montessori K-8', '(555) 014-2780', 'hello@trailside-montessori.example', '1200 Meadow Lane, Springfield', '8:30am-3:30pm', null, null, now());`);

      this.addSql(`create table "short_urls" ("id" varchar(36) not null, "code" varchar(32) not null, "orig_url" varchar(2000) not null, "clicks" int not null default 0, "created_at" timestamptz not null, constraint "short_urls_pkey" primary key ("id"));`);
      this.addSql(`alter table "short_urls" add constraint "short_urls_code_unique" unique ("code");`);
      this.addSql(`create index "short_urls_orig_url_index" on "short_urls" ("orig_url");`);
      return;
    }

    this.addSql(`create table \`enquiries\` (\`id\` text not null, \`name\` text not null, \`email\` text not null, \`phone\` text not null, \`message\` text not null, \`source\` text not null, \`handled\` integer not null, \`mailed\` integer not null, \`created_at\` datetime not null, \`updated_at\` datetime not null, primary key (\`id\`));`);
    this.addSql(`create index \`enquiries_created_at_index\` on \`enquiries\` (\`created_at\`);`);

    this.addSql(`create table \`used_captchas\` (\`nonce\` text not null, \`expires_at\` datetime not null, primary key (\`nonce\`));`);

    this.addSql(`create table \`site_settings\` (\`id\` integer not null, \`school_name\` text not null, \`phone\` text not null, \`email\` text not null, \`address\` text not null, \`hours\` text not null, \`store_url\` text null, \`intro_video_id\` text null, \`updated_at\` datetime not null, primary key (\`id\`));`);
    this.addSql(`insert into \`site_settings\` (\`id\`, \`school_name\`, \`phone\`, \`email\`, \`address\`, \`hours\`, \`store_url\`, \`intro_video_id\`, \`updated_at\`) values (1, 'Trailside Montessori K-8', '(555) 014-2780', 'hello@trailside-montessori.example', '1200 Meadow Lane, Springfield', '8:30am-3:30pm', null, null, ${Date.now()});`);

    this.addSql(`create table \`short_urls\` (\`id\` text not null, \`code\` text not null, \`orig_url\` text not null, \`clicks\` integer not null, \`created_at\` datetime not null, primary key (\`id\`));`);
    this.addSql(`create unique index \`short_urls_code_unique\` on \`short_urls\` (\`code\`);`);
    this.addSql(`create index \`short_urls_orig_url_index\` on \`short_urls\` (\`orig_url\`);`);
  }

}
