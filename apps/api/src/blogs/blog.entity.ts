import { randomUUID } from 'node:crypto';
import { Entity, Index, type Opt, PrimaryKey, Property } from '@mikro-orm/core';

/** A post on the school blog (spec section 3). The date parts are derived from createdAt when shown. */
@Entity({ tableName: 'blogs' })
@Index({ properties: ['createdAt', 'id'] })
export class BlogPost {
  @PrimaryKey({ type: 'string', length: 36 })
  id: string & Opt = randomUUID();

  @Property({ type: 'string', length: 200 })
  title: string;

  @Property({ type: 'text' })
  text: string;

  /** The author's name as it was when they wrote the post. */
  @Property({ type: 'string', length: 200 })
  author: string;

  @Property({ type: 'string', length: 36 })
  userId: string;

  /** Where the picture lives under the uploads folder; only the server ever sets it. */
  @Property({ type: 'string', length: 200, nullable: true })
  imagePath: string | null = null;

  /** Comments a visitor can read, at any depth (see countPublicComments); kept by CommentsService alone. */
  @Property({ type: 'integer' })
  replyCount: number & Opt = 0;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();

  constructor(fields: Pick<BlogPost, 'title' | 'text' | 'author' | 'userId'>) {
    Object.assign(this, fields);
  }
}
