import { EntityManager, type FilterQuery, raw } from '@mikro-orm/core';
import type { EntityManager as SqlEntityManager } from '@mikro-orm/sqlite';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { writingHeldForConsent } from '@trailside/domain/account/children.rules';
import { FORMER_MEMBER } from '@trailside/domain/account/account.messages';
import { COMMENT_ERRORS } from '@trailside/domain/comments/comment.messages';
import { commentChange, parseDocPath } from '@trailside/domain/comments/comment.rules';
import { COMMENT_MESSAGES, type CommentsQuery, type CreateComment, type UpdateComment } from '@trailside/domain/comments/comment.schema';
import type { BlogComment } from '@trailside/domain/comments/comment.types';
import { type ModerationAction, type ModerationChange, moderated, movesFlags } from '@trailside/domain/moderation/moderation.rules';
import { canSee, countPublic, type ThreadItem } from '@trailside/domain/moderation/visibility.rules';
import { type Actor, publicNameOf } from '@trailside/domain/users/user.rules';
import { BlogPost } from '../blogs/blog.entity';
import { BlogsService } from '../blogs/blogs.service';
import { loadWithAccess, requireAccess } from '../common/access/require-access';
import { problem } from '../common/errors/problem';
import { MailTriggers } from '../common/mail/mail-triggers';
import { visibleRowsFor } from '../common/moderation/visible-rows';
import { rowsAfter } from '../common/paging/rows-after';
import { type DataSubject, PersonalDataService } from '../common/personal-data/personal-data.service';
import { ImageStorageService } from '../common/storage/image-storage.service';
import { ModeratedRecords } from '../moderation/moderated-records';
import type { UserAccount } from '../identity/people/user-account.entity';
import { PostComment } from './comment.entity';
import { toCommentView } from './comment-view';

const OLDEST_FIRST = { createdAt: 'asc', id: 'asc' } as const;

/**
 * Owns the comments table and each post's replyCount, which only comments change. A post's thread goes with the post
 * through the foreign key (ON DELETE CASCADE); this module reads posts through BlogsService, never the other way.
 */
@Injectable()
export class CommentsService implements OnModuleInit {
  /** The moderation inbox's reads of this table, and the bulk moderation. */
  readonly moderation: ModeratedRecords<PostComment>;

  constructor(
    private readonly em: EntityManager,
    private readonly images: ImageStorageService,
    private readonly blogs: BlogsService,
    private readonly mailTriggers: MailTriggers,
    private readonly personalData: PersonalDataService,
  ) {
    this.moderation = new ModeratedRecords(em, PostComment, ['comment', 'author']);
  }

  /**
   * A person's comments go in "Download my data". When their account goes, the ones awaiting approval (or
   * deleted) go with it, with any replies under them; approved ones stay in their threads signed FORMER_MEMBER,
   * with no e-mail, picture or account, so the replies to them keep their place.
   */
  onModuleInit(): void {
    const theirs = (subject: DataSubject) => ({ userId: subject.id });
    this.personalData.register('comments', {
      tags: ['comments', 'blogs', 'moderation'],
      export: async (subject, em) =>
        (await em.find(PostComment, theirs(subject), { orderBy: OLDEST_FIRST })).map((comment) => ({
          id: comment.id,
          blogId: comment.blogId,
          comment: comment.comment,
          approved: comment.approved,
          rejected: comment.rejected,
          createdAt: comment.createdAt.toISOString(),
          updatedAt: comment.updatedAt.toISOString(),
        })),
      erase: async (subject, em) => {
        const comments = await em.find(PostComment, theirs(subject), { fields: ['id', 'blogId', 'docPath', 'approved'] });
        const going = comments.filter((comment) => !comment.approved);
        for (const comment of going) await em.nativeDelete(PostComment, { $or: [{ id: comment.id }, { docPath: { $like: `${comment.docPath}/%` } }] });
        await em.nativeUpdate(PostComment, theirs(subject), { author: FORMER_MEMBER, email: '', imageUrl: null, userId: '' });
        for (const blogId of new Set(comments.map((comment) => comment.blogId))) await this.recount(blogId, em);
      },
      release: async (subject, em) => void (await em.nativeUpdate(PostComment, { ...theirs(subject), heldForConsent: true }, { heldForConsent: false })),
    });
  }

  /**
   * A page of the comments under a post or a comment that `viewer` may see, oldest first, after the one named `after`,
   * each with its visible reply count.
   */
  async list(viewer: Actor | null, { parentDocPath, showDeleted, limit, after }: CommentsQuery): Promise<BlogComment[]> {
    await this.findParent(viewer, parentDocPath, showDeleted);
    const where: FilterQuery<PostComment>[] = [{ parentDocPath }, visibleRowsFor<PostComment>(viewer, showDeleted)];
    if (after) where.push(await rowsAfter(this.em, PostComment, after, OLDEST_FIRST, () => problem(404, 'NOT_FOUND', COMMENT_ERRORS.cursorGone)));
    const comments = await this.em.find(PostComment, { $and: where }, { orderBy: OLDEST_FIRST, limit });
    return this.withReplyCounts(viewer, comments, showDeleted);
  }

  async views(viewer: Actor | null, comments: PostComment[]): Promise<BlogComment[]> {
    return this.withReplyCounts(viewer, comments, false);
  }

  /** A new comment or reply, unapproved until an admin approves it; who wrote it comes from the token. */
  async create(author: UserAccount, { comment, parentDocPath }: CreateComment): Promise<PostComment> {
    const parent = await this.findParent(author, parentDocPath);
    const created = new PostComment({
      blogId: parent.blogId,
      parentId: parent.comment?.id ?? null,
      parentDocPath,
      comment,
      author: publicNameOf(author),
      email: author.email,
      userId: author.id,
      imageUrl: this.images.urlOf(author.imagePath),
    });
    created.heldForConsent = writingHeldForConsent(author);
    await this.em.persistAndFlush(created);
    return created;
  }

  /** The edit rules of spec section 4 (commentChange in the domain), by the access table's comment.update and comment.moderate. */
  async update(actor: Actor, { id, docPath: _docPath, ...change }: UpdateComment): Promise<PostComment> {
    const comment = await loadWithAccess(this.em, actor, 'comment.update', PostComment, id);
    if (movesFlags(change)) requireAccess(actor, 'comment.moderate', comment);
    const changes = commentChange(actor, comment, change);
    // Its author, and the author of the comment it answers, hear of an approval (mails stored with it).
    if (!comment.approved && changes.approved === true) await this.mailTriggers.fire(this.em, { type: 'comments-approved', comments: [comment] });
    return this.save(comment, changes);
  }

  /**
   * A soft delete for staff and authors alike (comment.delete): the row stays, so replies by other families keep
   * their place; they simply stop showing, as does the comment.
   */
  async remove(actor: Actor, id: string): Promise<PostComment> {
    const comment = await loadWithAccess(this.em, actor, 'comment.delete', PostComment, id);
    return this.save(comment, moderated(comment, 'delete'));
  }

  /** This table's part of one moderation decision (ModerationService): every id must exist, or nothing changes. */
  moderate({ ids, action }: { ids: string[]; action: ModerationAction }): Promise<{ records: PostComment[]; changes: ModerationChange[] }> {
    return this.moderation.moderate(ids, action, {
      order: OLDEST_FIRST,
      notFound: (missing) => problem(404, 'NOT_FOUND', COMMENT_ERRORS.someNotFound(missing)),
      afterwards: async (moved, em) => {
        for (const blogId of new Set(moved.map((comment) => comment.blogId))) await this.recount(blogId);
        const approved = moved.filter((comment) => comment.approved);
        if (approved.length) await this.mailTriggers.fire(em, { type: 'comments-approved', comments: approved });
      },
    });
  }

  /** One comment, or null when it is gone (a mail about it is then not sent). */
  findById(id: string): Promise<PostComment | null> {
    return this.em.findOne(PostComment, { id });
  }

  /** The author of each of these comments, by id: who a reply answers. */
  async authorsOf(ids: string[]): Promise<Map<string, string>> {
    const comments = ids.length ? await this.em.find(PostComment, { id: { $in: [...new Set(ids)] } }) : [];
    return new Map(comments.map((comment) => [comment.id, comment.author]));
  }

  private async save(comment: PostComment, changes: Partial<PostComment>): Promise<PostComment> {
    this.em.assign(comment, { ...changes, updatedAt: new Date() });
    await this.em.flush();
    await this.recount(comment.blogId);
    return comment;
  }

  /**
   * Keeps the post's replyCount equal to the comments a visitor can read (see countPublic). `em`: the caller's
   * transaction, when the count changes inside one.
   */
  private async recount(blogId: string, em: EntityManager = this.em): Promise<void> {
    // The thread as plain rows, not entities: as entities, a thread of hundreds joined the request's unit of work, and
    // its flush and every one after it compared each of them (an approval or a delete in a thread of 500 took 40 ms).
    const thread = await (em as SqlEntityManager)
      .createQueryBuilder(PostComment)
      .select(['id', 'parentId', 'approved', 'rejected'])
      .where({ blogId })
      .execute<ThreadItem[]>('all', true);
    await em.nativeUpdate(BlogPost, { id: blogId }, { replyCount: countPublic(thread) });
  }

  /** Counted by the database, one row per comment: a page costs the same however long the threads under it are. */
  private async withReplyCounts(viewer: Actor | null, comments: PostComment[], showDeleted: boolean): Promise<BlogComment[]> {
    const counts = new Map<string, number>();
    if (comments.length) {
      const rows = await (this.em as SqlEntityManager)
        .createQueryBuilder(PostComment)
        .select(['parentId', raw('count(*) as count')])
        .where({ $and: [{ parentId: { $in: comments.map((comment) => comment.id) } }, visibleRowsFor<PostComment>(viewer, showDeleted)] })
        .groupBy('parentId')
        .execute<{ parentId: string; count: number | string }[]>('all', true);
      for (const row of rows) counts.set(row.parentId, Number(row.count));
    }
    return comments.map((comment) => toCommentView(viewer, comment, counts.get(comment.id) ?? 0));
  }

  /** The post or comment a path names; a comment must be one the viewer can see. */
  private async findParent(viewer: Actor | null, path: string, showDeleted = false): Promise<{ blogId: string; comment: PostComment | null }> {
    const parsed = parseDocPath(path);
    if (!parsed) throw problem(400, 'VALIDATION_FAILED', COMMENT_MESSAGES.parentDocPath);
    if (parsed.kind === 'blog') return { blogId: (await this.blogs.get(parsed.blogId)).id, comment: null };
    const comment = await this.em.findOne(PostComment, { docPath: path });
    if (!comment || !canSee(viewer, comment, showDeleted)) throw problem(404, 'NOT_FOUND', COMMENT_ERRORS.notFound);
    return { blogId: comment.blogId, comment };
  }
}
