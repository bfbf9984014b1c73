// Event flyers and gallery pictures.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261122050003_media extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`social_events\` (\`id\` text not null, \`title\` text null, \`event_date\` datetime not null, \`launch_date\` datetime not null, \`image_path\` text null, \`expired\` integer not null, \`created_at\` datetime not null, \`updated_at\` datetime not null, primary key (\`id\`));`);

    this.addSql(`create table \`gallery_images\` (\`id\` text not null, \`image_path\` text not null, \`group_label\` text not null, \`alt\` text not null, \`created_at\` datetime not null, primary key (\`id\`));`);
    this.addSql(`create index \`gallery_images_group_label_index\` on \`gallery_images\` (\`group_label\`);`);
    this.addSql(`create index \`gallery_images_created_at_id_index\` on \`gallery_images\` (\`created_at\`, \`id\`);`);
  }

}
