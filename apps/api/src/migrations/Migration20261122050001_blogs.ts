// Blog posts and their comments (replies at any depth share the post's blog_id).
import { Migration } from '@mikro-orm/migrations';
import { usesPostgres } from '../database/dialect';

export class Migration20261122050001_blogs extends Migration {

  override async up(): Promise<void> {
    if (usesPostgres(this.driver)) {
      this.addSql(`create table "blogs" ("id" varchar(36) not null, "title" varchar(200) not null, "text" text not null, "author" varchar(200) not null, "user_id" varchar(36) not null, "image_path" varchar(200) null, "reply_count" int not null default 0, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "blogs_pkey" primary key ("id"));`);
      this.addSql(`create index "blogs_created_at_id_index" on "blogs" ("created_at", "id");`);

      this.addSql(`create table "comments" ("id" varchar(36) not null, "blog_id" varchar(36) not null, "parent_id" varchar(36) null, "parent_doc_path" text not null, "doc_path" text not null, "comment" text not null, "author" varchar(200) not null, "email" varchar(254) not null, "user_id" varchar(36) not null, "image_url" varchar(300) null, "approved" boolean not null, "rejected" boolean not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "comments_pkey" primary key ("id"));`);
      this.addSql(`create index "comments_blog_id_index" on "comments" ("blog_id");`);
      this.addSql(`create index "comments_parent_id_index" on "comments" ("parent_id");`);
      this.addSql(`create index "comments_parent_doc_path_index" on "comments" ("parent_doc_path");`);
      this.addSql(`alter table "comments" add constraint "comments_doc_path_unique" unique ("doc_path");`);
      this.addSql(`create index "comments_user_id_index" on "comments" ("user_id");`);
      return;
    }

    this.addSql(`create table \`blogs\` (\`id\` text not null, \`title\` text not null, \`text\` text not null, \`author\` text not null, \`user_id\` text not null, \`image_path\` text null, \`reply_count\` integer not null default 0, \`created_at\` datetime not null, \`updated_at\` datetime not null, primary key (\`id\`));`);
    this.addSql(`create index \`blogs_created_at_id_index\` on \`blogs\` (\`created_at\`, \`id\`);`);

    this.addSql(`create table \`comments\` (\`id\` text not null, \`blog_id\` text not null, \`parent_id\` text null, \`parent_doc_path\` text not null, \`doc_path\` text not null, \`comment\` text not null, \`author\` text not null, \`email\` text not null, \`user_id\` text not null, \`image_url\` text null, \`approved\` integer not null, \`rejected\` integer not null, \`created_at\` datetime not null, \`updated_at\` datetime not null, primary key (\`id\`));`);
    this.addSql(`create index \`comments_blog_id_index\` on \`comments\` (\`blog_id\`);`);
    this.addSql(`create index \`comments_parent_id_index\` on \`comments\` (\`parent_id\`);`);
    this.addSql(`create index \`comments_parent_doc_path_index\` on \`comments\` (\`parent_doc_path\`);`);
    this.addSql(`create unique index \`comments_doc_path_unique\` on \`comments\` (\`doc_path\`);`);
    this.addSql(`create index \`comments_user_id_index\` on \`comments\` (\`user_id\`);`);
  }

}
