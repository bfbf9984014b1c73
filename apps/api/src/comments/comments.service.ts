import { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { COMMENT_TEXTS } from '@trailside/domain/comments/comment.messages';
import {
  canEditComment,
  canSeeComment,
  countPublicComments,
  parseDocPath,
} from '@trailside/domain/comments/comment.rules';
import {
  COMMENT_MESSAGES,
  type CreateComment,
  type ModerationAction,
  type UpdateComment,
} from '@trailside/domain/comments/comment.schema';
import type { BlogComment } from '@trailside/domain/comments/comment.types';
import { isAdmin } from '@trailside/domain/users/access-level';
import { type Actor, displayNameOf } from '@trailside/domain/users/user.rules';
import { BlogPost } from '../blogs/blog.entity';
import { BLOG_ERRORS } from '../blogs/blogs.service';
import { problem } from '../common/errors/problem';
import { visibleRowsFor } from '../common/moderation/visible-rows';
import { ImageStorageService } from '../common/storage/image-storage.service';
import type { UserAccount } from '../users/user-account.entity';
import { PostComment } from './comment.entity';
import { toCommentView } from './comment-view';

export const COMMENT_ERRORS = {
  notFound: 'We could not find that comment. It may have been removed.',
  badPath: COMMENT_MESSAGES.parentDocPath,
  notYours: 'You can change only your own comments.',
  adminOnly: 'Only school administrators can approve or reject comments.',
  someNotFound: (ids: string[]) => `We could not find these comments, so nothing was changed: ${ids.join(', ')}`,
} as const;

const OLDEST_FIRST = { createdAt: 'asc', id: 'asc' } as const;

@Injectable()
export class CommentsService {
  constructor(
    private readonly em: EntityManager,
    private readonly images: ImageStorageService,
  ) {}

  /** The comments under a post or a comment that `viewer` may see, each with its visible reply count. */
  async list(viewer: Actor | null, parentDocPath: string, showDeleted = false): Promise<BlogComment[]> {
    await this.findParent(viewer, parentDocPath, showDeleted);
    const comments = (await this.em.find(PostComment, { parentDocPath, ...visibleRowsFor<PostComment>(viewer) }, { orderBy: OLDEST_FIRST })).filter((comment) =>
      canSeeComment(viewer, comment, showDeleted),
    );
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
      author: displayNameOf(author),
      email: author.email,
      userId: author.id,
      imageUrl: this.images.urlOf(author.imagePath),
    });
    await this.em.persistAndFlush(created);
    return created;
  }

  /**
   * Authors change their own text, which sends the comment back for approval. Admins change text,
   * approve and reject; their edits keep the comment's approval as it was.
   */
  async update(actor: Actor, { id, comment: text, approved, rejected }: UpdateComment): Promise<PostComment> {
    const comment = await this.findEditable(actor, id);
    const admin = isAdmin(actor.accessLevel);
    if (!admin && (approved !== undefined || rejected !== undefined)) throw problem(403, 'FORBIDDEN', COMMENT_ERRORS.adminOnly);
    if (text !== undefined) comment.comment = text;
    if (admin) {
      if (approved !== undefined) comment.approved = approved;
      if (rejected !== undefined) comment.rejected = rejected;
      if (comment.rejected) comment.approved = false;
    } else {
      comment.approved = false;
    }
    comment.updatedAt = new Date();
    await this.em.flush();
    await this.recount(comment.blogId);
    return comment;
  }

  /**
   * A soft delete, for admins and authors alike: rejected true, approved false. The row stays so that
   * replies by other families are not lost with it; they simply stop showing, as does the comment.
   */
  async remove(actor: Actor, id: string): Promise<PostComment> {
    const comment = await this.findEditable(actor, id);
    comment.rejected = true;
    comment.approved = false;
    comment.updatedAt = new Date();
    await this.em.flush();
    await this.recount(comment.blogId);
    return comment;
  }

  /** The staff console's bulk moderation: every id must exist, and all change in one transaction or none do. */
  async moderate(ids: string[], action: ModerationAction): Promise<PostComment[]> {
    const unique = [...new Set(ids)];
    return this.em.transactional(async (em) => {
      const comments = await em.find(PostComment, { id: { $in: unique } }, { orderBy: OLDEST_FIRST });
      const missing = unique.filter((id) => !comments.some((comment) => comment.id === id));
      if (missing.length > 0) throw problem(404, 'NOT_FOUND', COMMENT_ERRORS.someNotFound(missing));
      for (const comment of comments) {
        comment.approved = action === 'approve';
        comment.rejected = action === 'delete';
        comment.updatedAt = new Date();
      }
      await em.flush();
      for (const blogId of new Set(comments.map((comment) => comment.blogId))) await this.recount(blogId, em);
      return comments;
    });
  }

  /** Keeps the post's replyCount equal to the comments a visitor can read (see countPublicComments). */
  async recount(blogId: string, em: EntityManager = this.em): Promise<void> {
    const thread = await em.find(PostComment, { blogId }, { fields: ['id', 'parentId', 'approved', 'rejected'] });
    await em.nativeUpdate(BlogPost, { id: blogId }, { replyCount: countPublicComments(thread) });
  }

  private async withReplyCounts(viewer: Actor | null, comments: PostComment[], showDeleted: boolean): Promise<BlogComment[]> {
    const replies = comments.length
      ? await this.em.find(PostComment, { parentId: { $in: comments.map((comment) => comment.id) }, ...visibleRowsFor<PostComment>(viewer) })
      : [];
    return comments.map((comment) =>
      toCommentView(
        comment,
        replies.filter((reply) => reply.parentId === comment.id && canSeeComment(viewer, reply, showDeleted)).length,
      ),
    );
  }

  /** The post or comment a path names; a comment must be one the viewer can see. */
  private async findParent(viewer: Actor | null, path: string, showDeleted = false): Promise<{ blogId: string; comment: PostComment | null }> {
    const parsed = parseDocPath(path);
    if (!parsed) throw problem(400, 'VALIDATION_FAILED', COMMENT_ERRORS.badPath);
    if (parsed.kind === 'blog') {
      if (!(await this.em.count(BlogPost, { id: parsed.blogId }))) throw problem(404, 'NOT_FOUND', BLOG_ERRORS.notFound);
      return { blogId: parsed.blogId, comment: null };
    }
    const comment = await this.em.findOne(PostComment, { docPath: path });
    if (!comment || !canSeeComment(viewer, comment, showDeleted)) throw problem(404, 'NOT_FOUND', COMMENT_ERRORS.notFound);
    return { blogId: comment.blogId, comment };
  }

  /** Deleted comments are gone for their authors; admins may still restore them. */
  private async findEditable(actor: Actor, id: string): Promise<PostComment> {
    const comment = await this.em.findOne(PostComment, { id });
    if (!comment || (comment.rejected && !isAdmin(actor.accessLevel))) throw problem(404, 'NOT_FOUND', COMMENT_ERRORS.notFound);
    if (!canEditComment(actor, comment)) throw problem(403, 'FORBIDDEN', COMMENT_ERRORS.notYours);
    return comment;
  }
}
