// Testimonials and teachers.
import { Migration } from '@mikro-orm/migrations';
import { usesPostgres } from '../database/dialect';

export class Migration20261122050002_people extends Migration {

  override async up(): Promise<void> {
    if (usesPostgres(this.driver)) {
      this.addSql(`create table "testimonials" ("id" varchar(36) not null, "user_id" varchar(36) not null, "fname" varchar(100) not null, "text" text not null, "approved" boolean not null, "rejected" boolean not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "testimonials_pkey" primary key ("id"));`);
      this.addSql(`create index "testimonials_user_id_index" on "testimonials" ("user_id");`);

      this.addSql(`create table "teachers" ("id" varchar(36) not null, "name" varchar(100) not null, "subject" varchar(100) not null, "email" varchar(254) not null, "phone" varchar(40) not null, "facebook" varchar(300) not null, "google_plus" varchar(300) not null, "linkedin" varchar(300) not null, "instagram" varchar(300) not null, "twitter" varchar(300) not null, "desc" text not null, "video_url" varchar(300) null, "passions" text null, "skills" jsonb not null, "role" varchar(20) null, "image_path" varchar(200) null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "teachers_pkey" primary key ("id"));`);
      return;
    }

    this.addSql(`create table \`testimonials\` (\`id\` text not null, \`user_id\` text not null, \`fname\` text not null, \`text\` text not null, \`approved\` integer not null, \`rejected\` integer not null, \`created_at\` datetime not null, \`updated_at\` datetime not null, primary key (\`id\`));`);
    this.addSql(`create index \`testimonials_user_id_index\` on \`testimonials\` (\`user_id\`);`);

    this.addSql(`create table \`teachers\` (\`id\` text not null, \`name\` text not null, \`subject\` text not null, \`email\` text not null, \`phone\` text not null, \`facebook\` text not null, \`google_plus\` text not null, \`linkedin\` text not null, \`instagram\` text not null, \`twitter\` text not null, \`desc\` text not null, \`video_url\` text null, \`passions\` text null, \`skills\` json not null, \`role\` text null, \`image_path\` text null, \`created_at\` datetime not null, \`updated_at\` datetime not null, primary key (\`id\`));`);
  }

}
