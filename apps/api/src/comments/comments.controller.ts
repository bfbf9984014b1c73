import { Body, Controller, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  COMMENT_ROUTES,
  type CreateCommentResponse,
  type DeleteCommentResponse,
  type GetCommentsResponse,
  type UpdateCommentResponse,
} from '@trailside/domain/comments/comment.contract';
import {
  type CommentsQuery,
  commentsQuerySchema,
  type CreateComment,
  createCommentSchema,
  deleteCommentSchema,
  type UpdateComment,
  updateCommentSchema,
} from '@trailside/domain/comments/comment.schema';
import { COMMENT_PAGE_SIZE, MAX_COMMENTS_LIMIT } from '@trailside/domain/comments/comment.schema';
import { CurrentUser } from '../common/access/current-user.decorator';
import type { UserAccount } from '../identity/people/user-account.entity';
import { CommentsService } from './comments.service';
import { PostComment } from './comment.entity';
import { LogInToPostFilter } from './log-in-to-post.filter';
import { COMMENTS_AUDIT } from './comments.audit';
import { Endpoint } from '../common/endpoint/endpoint.decorator';
import { queryParams } from '../common/validation/query-params';

@ApiTags('comments')
@Controller()
export class CommentsController {
  constructor(private readonly comments: CommentsService) {}

  @Endpoint({
    method: 'GET', path: COMMENT_ROUTES.getComments, access: 'public', cache: { tags: ['comments'], sharedWithSignedIn: { ownRowsOf: PostComment } },
    query: queryParams(commentsQuerySchema, {
      parentDocPath: 'blogs/{blogId} for a post, or a comment\'s docPath for its replies.',
      showDeleted: '"true" lets admins see deleted (rejected) comments too (ignored for everyone else).',
      limit: `How many, 1-${MAX_COMMENTS_LIMIT}; ${COMMENT_PAGE_SIZE} when not given.`,
      after: 'The id of the last comment the reader has: the page starts just after it.',
    }),
    summary: 'A page of the comments on a post, or of the replies to a comment, oldest first',
    description:
      'Anyone. Visitors and GENERAL users see approved comments; authors also see their own awaiting approval; admins see all but ' +
      'deleted ones (unless showDeleted). Each comment has replyCount (its direct replies the caller may see); fetch replies ' +
      `with parentDocPath set to its docPath. ${COMMENT_PAGE_SIZE} at a time unless limit says; a page as long as the limit may have ` +
      'more after it (ask again with after set to its last id). A 404 means the comment named in after was removed: start again ' +
      'without it. Response: { comments }.',
  })
  async list(@CurrentUser() viewer: UserAccount | null, @Query() query: CommentsQuery): Promise<GetCommentsResponse> {
    return { comments: await this.comments.list(viewer, query) };
  }

  // Only the staff's inbox changes: a new comment awaits approval, so no cached (anonymous) list shows it yet, and dropping
  // every post's cached comments on each family's comment emptied the cache on a busy day (npm run bench:load).
  @Endpoint({
    method: 'POST', path: COMMENT_ROUTES.createComment, access: 'signed-in', invalidates: ['moderation'],
    body: createCommentSchema, errors: LogInToPostFilter,
    summary: 'Comment on a post or reply to a comment',
    description:
      'Signed-in users; visitors get 401 "Please log in to post". Body { comment, parentDocPath }; author, email, userId and imageUrl ' +
      'come from the signed-in account. New comments await approval. Response: { comment }.',
  })
  async create(@CurrentUser() author: UserAccount, @Body() input: CreateComment): Promise<CreateCommentResponse> {
    const [comment] = await this.comments.views(author, [await this.comments.create(author, input)]);
    return { comment };
  }

  @Endpoint({
    method: 'PUT', path: COMMENT_ROUTES.updateComment, access: { permission: 'comment.update' }, invalidates: ['comments', 'blogs'], audit: COMMENTS_AUDIT.update,
    body: updateCommentSchema,
    summary: 'Edit, approve or reject a comment',
    description:
      'Body { id, comment?, approved?, rejected? } (docPath is ignored). Authors change their own text, which sends it back for approval; ' +
      'admins also approve (approved: true) and delete or restore (rejected). Response: { comment }.',
  })
  async update(@CurrentUser() actor: UserAccount, @Body() input: UpdateComment): Promise<UpdateCommentResponse> {
    const [comment] = await this.comments.views(actor, [await this.comments.update(actor, input)]);
    return { comment };
  }

  @Endpoint({
    method: 'DELETE', path: COMMENT_ROUTES.deleteComment, access: { permission: 'comment.delete' }, invalidates: ['comments', 'blogs'], audit: COMMENTS_AUDIT.remove,
    body: deleteCommentSchema, status: 200,
    summary: 'Delete a comment',
    description:
      'Admins, or the comment\'s author. Body { id, path } (path is ignored). A soft delete: rejected true, approved false, so replies ' +
      'by others keep their place but stop showing. Response: { success: true, comment }.',
  })
  async remove(@CurrentUser() actor: UserAccount, @Body() { id }: { id: string }): Promise<DeleteCommentResponse> {
    const [comment] = await this.comments.views(actor, [await this.comments.remove(actor, id)]);
    return { success: true, comment };
  }

}
