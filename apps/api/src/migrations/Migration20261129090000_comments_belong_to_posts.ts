// A comment belongs to its post: a foreign key from comments.blog_id to blogs.id, ON DELETE CASCADE, so deleting a
// post deletes its whole thread in the database (it was removed by hand before). Comments whose post is already
// gone are deleted first: no page, list or inbox item could reach them, and the post's removal would have taken
// them. Every other row is kept as it is.
import { Migration } from '@mikro-orm/migrations';
import { usesPostgres } from '../database/dialect';

interface SqliteColumn {
  name: string;
  type: string;
  notnull: number;
  dflt_value: string | null;
}

export class Migration20261129090000_comments_belong_to_posts extends Migration {

  override async up(): Promise<void> {
    this.addSql(`delete from "comments" where "blog_id" not in (select "id" from "blogs");`);
    if (usesPostgres(this.driver)) {
      this.addSql(`alter table "comments" add constraint "comments_blog_id_foreign" foreign key ("blog_id") references "blogs" ("id") on update cascade on delete cascade;`);
      return;
    }
    // SQLite adds a foreign key only by building the table anew. Its columns are read, not written out here, so the
    // columns later migrations may have added come along; then the rows, and the indexes under their own names.
    const columns = (await this.execute(`pragma table_info("comments")`)) as SqliteColumn[];
    const indexes = (await this.execute(`select "sql" from "sqlite_master" where "type" = 'index' and "tbl_name" = 'comments' and "sql" is not null`)) as { sql: string }[];
    const names = columns.map((column) => `"${column.name}"`).join(', ');
    const definitions = columns.map(
      (column) => `"${column.name}" ${column.type} ${column.notnull ? 'not null' : 'null'}${column.dflt_value === null ? '' : ` default ${column.dflt_value}`}`,
    );
    this.addSql(
      `create table "comments_with_post" (${definitions.join(', ')}, constraint "comments_blog_id_foreign" foreign key ("blog_id") references "blogs" ("id") on delete cascade on update cascade, primary key ("id"));`,
    );
    this.addSql(`insert into "comments_with_post" (${names}) select ${names} from "comments";`);
    this.addSql(`drop table "comments";`);
    this.addSql(`alter table "comments_with_post" rename to "comments";`);
    for (const { sql } of indexes) this.addSql(`${sql};`);
  }

}
