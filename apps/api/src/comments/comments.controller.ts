import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, UseFilters } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
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
import { Access } from '../common/access/access.decorator';
import { CurrentUser } from '../common/access/current-user.decorator';
import { InvalidatesCache, PublicCache, SharedWithSignedIn } from '../common/http-cache/http-cache.decorators';
import { bodyDoc } from '../common/validation/body-doc';
import { ZodBodyPipe } from '../common/validation/zod-body.pipe';
import type { UserAccount } from '../users/user-account.entity';
import { CommentsService } from './comments.service';
import { PostComment } from './comment.entity';
import { LogInToPostFilter } from './log-in-to-post.filter';
import { AUDIT } from '../audit/audit-descriptions';
import { Audited } from '../audit/audited.decorator';

@ApiTags('comments')
@Controller()
export class CommentsController {
  constructor(private readonly comments: CommentsService) {}

  @Get(COMMENT_ROUTES.getComments)
  @Access('public')
  @PublicCache('comments')
  @SharedWithSignedIn({ ownRowsOf: PostComment })
  @ApiQuery({ name: 'parentDocPath', required: true, description: 'blogs/{blogId} for a post, or a comment\'s docPath for its replies.' })
  @ApiQuery({ name: 'showDeleted', required: false, description: '"true" lets admins see deleted (rejected) comments too (ignored for everyone else).' })
  @ApiOperation({
    summary: 'Comments on a post, or replies to a comment, oldest first',
    description:
      'Anyone. Visitors and GENERAL users see approved comments; authors also see their own awaiting approval; admins see all but ' +
      'deleted ones (unless showDeleted). Each comment has replyCount (its direct replies the caller may see); fetch replies ' +
      'with parentDocPath set to its docPath. Response: { comments }.',
  })
  async list(
    @CurrentUser() viewer: UserAccount | null,
    @Query(new ZodBodyPipe(commentsQuerySchema)) { parentDocPath, showDeleted }: CommentsQuery,
  ): Promise<GetCommentsResponse> {
    return { comments: await this.comments.list(viewer, parentDocPath, showDeleted) };
  }

  // Only the staff's inbox changes: a new comment awaits approval, so no cached (anonymous) list shows it yet, and dropping
  // every post's cached comments on each family's comment emptied the cache on a busy day (npm run bench:load).
  @Post(COMMENT_ROUTES.createComment)
  @Access('signed-in')
  @InvalidatesCache('moderation')
  @UseFilters(LogInToPostFilter)
  @ApiBody(bodyDoc(createCommentSchema))
  @ApiOperation({
    summary: 'Comment on a post or reply to a comment',
    description:
      'Signed-in users; visitors get 401 "Please log in to post". Body { comment, parentDocPath }; author, email, userId and imageUrl ' +
      'come from the signed-in account. New comments await approval. Response: { comment }.',
  })
  async create(@CurrentUser() author: UserAccount, @Body(new ZodBodyPipe(createCommentSchema)) input: CreateComment): Promise<CreateCommentResponse> {
    const [comment] = await this.comments.views(author, [await this.comments.create(author, input)]);
    return { comment };
  }

  @Put(COMMENT_ROUTES.updateComment)
  @Access('owner-or-admin')
  @Audited(AUDIT.comments.update)
  @InvalidatesCache('comments', 'blogs')
  @ApiBody(bodyDoc(updateCommentSchema))
  @ApiOperation({
    summary: 'Edit, approve or reject a comment',
    description:
      'Body { id, comment?, approved?, rejected? } (docPath is ignored). Authors change their own text, which sends it back for approval; ' +
      'admins also approve (approved: true) and delete or restore (rejected). Response: { comment }.',
  })
  async update(@CurrentUser() actor: UserAccount, @Body(new ZodBodyPipe(updateCommentSchema)) input: UpdateComment): Promise<UpdateCommentResponse> {
    const [comment] = await this.comments.views(actor, [await this.comments.update(actor, input)]);
    return { comment };
  }

  @Delete(COMMENT_ROUTES.deleteComment)
  @Access('owner-or-admin')
  @Audited(AUDIT.comments.remove)
  @InvalidatesCache('comments', 'blogs')
  @HttpCode(200)
  @ApiBody(bodyDoc(deleteCommentSchema))
  @ApiOperation({
    summary: 'Delete a comment',
    description:
      'Admins, or the comment\'s author. Body { id, path } (path is ignored). A soft delete: rejected true, approved false, so replies ' +
      'by others keep their place but stop showing. Response: { success: true, comment }.',
  })
  async remove(@CurrentUser() actor: UserAccount, @Body(new ZodBodyPipe(deleteCommentSchema)) { id }: { id: string }): Promise<DeleteCommentResponse> {
    const [comment] = await this.comments.views(actor, [await this.comments.remove(actor, id)]);
    return { success: true, comment };
  }

}
