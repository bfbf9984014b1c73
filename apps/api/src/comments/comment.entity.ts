import { randomUUID } from 'node:crypto';
import { Entity, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { commentDocPath } from '@trailside/domain/comments/comment.rules';

/** A comment on a post, or a reply to a comment at any depth (spec sections 3 and 4). */
@Entity({ tableName: 'comments' })
export class PostComment {
  @PrimaryKey({ type: 'string', length: 36 })
  id: string & Opt = randomUUID();

  /** The post the whole thread belongs to, so a post's comments are found and removed in one query. */
  @Property({ type: 'string', length: 36, index: true })
  blogId: string;

  /** The comment this one replies to; null for a comment on the post itself. */
  @Property({ type: 'string', length: 36, nullable: true, index: true })
  parentId: string | null = null;

  @Property({ type: 'text', index: true })
  parentDocPath: string;

  @Property({ type: 'text', unique: true })
  docPath: string & Opt;

  @Property({ type: 'text' })
  comment: string;

  /** The author's name, e-mail and picture as they were when they wrote it; they come from the token. */
  @Property({ type: 'string', length: 200 })
  author: string;

  @Property({ type: 'string', length: 254 })
  email: string;

  @Property({ type: 'string', length: 36, index: true })
  userId: string;

  @Property({ type: 'string', length: 300, nullable: true })
  imageUrl: string | null = null;

  @Property({ type: 'boolean' })
  approved: boolean & Opt = false;

  /** Soft delete: a deleted comment keeps its row so its replies keep their place. */
  @Property({ type: 'boolean' })
  rejected: boolean & Opt = false;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();

  constructor(fields: Pick<PostComment, 'blogId' | 'parentId' | 'parentDocPath' | 'comment' | 'author' | 'email' | 'userId' | 'imageUrl'>) {
    Object.assign(this, fields);
    this.docPath = commentDocPath(fields.parentDocPath, this.id);
  }
}
