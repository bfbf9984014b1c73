// Event flyers and gallery pictures.
import { Migration } from '@mikro-orm/migrations';
import { usesPostgres } from '../database/dialect';

export class Migration20261122050003_media extends Migration {

  override async up(): Promise<void> {
    if (usesPostgres(this.driver)) {
      this.addSql(`create table "social_events" ("id" varchar(36) not null, "title" varchar(120) null, "event_date" timestamptz not null, "launch_date" timestamptz not null, "image_path" varchar(200) null, "expired" boolean not null default false, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "social_events_pkey" primary key ("id"));`);

      this.addSql(`create table "gallery_images" ("id" varchar(36) not null, "image_path" varchar(200) not null, "group_label" varchar(60) not null, "alt" varchar(300) not null default '', "created_at" timestamptz not null, constraint "gallery_images_pkey" primary key ("id"));`);
      this.addSql(`create index "gallery_images_group_label_index" on "gallery_images" ("group_label");`);
      this.addSql(`create index "gallery_images_created_at_id_index" on "gallery_images" ("created_at", "id");`);
      return;
    }

    this.addSql(`create table \`social_events\` (\`id\` text not null, \`title\` text null, \`event_date\` datetime not null, \`launch_date\` datetime not null, \`image_path\` text null, \`expired\` integer not null, \`created_at\` datetime not null, \`updated_at\` datetime not null, primary key (\`id\`));`);

    this.addSql(`create table \`gallery_images\` (\`id\` text not null, \`image_path\` text not null, \`group_label\` text not null, \`alt\` text not null, \`created_at\` datetime not null, primary key (\`id\`));`);
    this.addSql(`create index \`gallery_images_group_label_index\` on \`gallery_images\` (\`group_label\`);`);
    this.addSql(`create index \`gallery_images_created_at_id_index\` on \`gallery_images\` (\`created_at\`, \`id\`);`);
  }

}
