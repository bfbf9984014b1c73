import { Entity, ManyToOne, type Opt, Property } from '@mikro-orm/core';
import { commentDocPath } from '@trailside/domain/comments/comment.rules';
import { BlogPost } from '../blogs/blog.entity';
import { ModeratedRecord } from '../common/moderation/moderated-record.entity';

/** A comment on a post, or a reply to a comment at any depth (spec sections 3 and 4). */
@Entity({ tableName: 'comments' })
export class PostComment extends ModeratedRecord {
  /**
   * The post the whole thread belongs to, replies at any depth included: a foreign key, so deleting the post deletes
   * its thread (ON DELETE CASCADE). Held as the post's id.
   */
  @ManyToOne(() => BlogPost, { fieldName: 'blog_id', mapToPk: true, deleteRule: 'cascade', updateRule: 'cascade', index: true })
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

  @Property({ type: 'string', length: 300, nullable: true })
  imageUrl: string | null = null;

  constructor(fields: Pick<PostComment, 'blogId' | 'parentId' | 'parentDocPath' | 'comment' | 'author' | 'email' | 'userId' | 'imageUrl'>) {
    super(fields);
    Object.assign(this, fields);
    this.docPath = commentDocPath(fields.parentDocPath, this.id);
  }
}
