// Testimonials and teachers.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261122050002_people extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`testimonials\` (\`id\` text not null, \`user_id\` text not null, \`fname\` text not null, \`text\` text not null, \`approved\` integer not null, \`rejected\` integer not null, \`created_at\` datetime not null, \`updated_at\` datetime not null, primary key (\`id\`));`);
    this.addSql(`create index \`testimonials_user_id_index\` on \`testimonials\` (\`user_id\`);`);

    this.addSql(`create table \`teachers\` (\`id\` text not null, \`name\` text not null, \`subject\` text not null, \`email\` text not null, \`phone\` text not null, \`facebook\` text not null, \`google_plus\` text not null, \`linkedin\` text not null, \`instagram\` text not null, \`twitter\` text not null, \`desc\` text not null, \`video_url\` text null, \`passions\` text null, \`skills\` json not null, \`role\` text null, \`image_path\` text null, \`created_at\` datetime not null, \`updated_at\` datetime not null, primary key (\`id\`));`);
  }

}
