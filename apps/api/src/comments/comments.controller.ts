import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, UseFilters } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { isAdmin } from '@trailside/domain/users/access-level';
import {
  type CreateComment,
  commentsQuerySchema,
  createCommentSchema,
  deleteCommentSchema,
  moderateCommentsSchema,
  type UpdateComment,
  updateCommentSchema,
} from '@trailside/domain/comments/comment.schema';
import { Access } from '../common/access/access.decorator';
import { InvalidatesCache, PublicCache } from '../common/http-cache/http-cache.decorators';
import { CurrentUser } from '../common/access/current-user.decorator';
import { bodyDoc } from '../common/validation/body-doc';
import { ZodBodyPipe } from '../common/validation/zod-body.pipe';
import type { UserAccount } from '../users/user-account.entity';
import { CommentsService } from './comments.service';
import { LogInToPostFilter } from './log-in-to-post.filter';

@ApiTags('comments')
@Controller('comments')
export class CommentsController {
  constructor(private readonly comments: CommentsService) {}

  @Get()
  @Access('public')
  @PublicCache('comments')
  @ApiQuery({ name: 'parentDocPath', required: true, description: 'blogs/{blogId} for a post, or a comment\'s docPath for its replies.' })
  @ApiQuery({ name: 'showDeleted', required: false, description: '"true" lets admins see deleted (rejected) comments too.' })
  @ApiOperation({
    summary: 'Comments on a post, or replies to a comment, oldest first',
    description:
      'Anyone. Visitors and GENERAL users see approved comments; authors also see their own awaiting approval; admins see all but ' +
      'deleted ones (unless showDeleted). Each comment has replyCount (its direct replies the caller may see); fetch replies ' +
      'with parentDocPath set to its docPath. Response: { comments }.',
  })
  async list(
    @CurrentUser() viewer: UserAccount | null,
    @Query(new ZodBodyPipe(commentsQuerySchema)) { parentDocPath, showDeleted }: { parentDocPath: string; showDeleted?: string },
  ) {
    return { comments: await this.comments.list(viewer, parentDocPath, showDeleted === 'true' && isAdmin(viewer?.accessLevel)) };
  }

  // No @InvalidatesCache: a new comment awaits approval, so no cached (anonymous) answer shows it yet. Dropping
  // every post's cached comments on each family's comment emptied the cache on a busy day (npm run bench:load).
  @Post()
  @Access('signed-in')
  @UseFilters(LogInToPostFilter)
  @ApiBody(bodyDoc(createCommentSchema))
  @ApiOperation({
    summary: 'Comment on a post or reply to a comment',
    description:
      'Signed-in users; visitors get 401 "Please log in to post". Body { comment, parentDocPath }; author, email, userId and imageUrl ' +
      'come from the signed-in account. New comments await approval. Response: { comment }.',
  })
  async create(@CurrentUser() author: UserAccount, @Body(new ZodBodyPipe(createCommentSchema)) input: CreateComment) {
    const [comment] = await this.comments.views(author, [await this.comments.create(author, input)]);
    return { comment };
  }

  @Put()
  @Access('owner-or-admin')
  @InvalidatesCache('comments', 'blogs')
  @ApiBody(bodyDoc(updateCommentSchema))
  @ApiOperation({
    summary: 'Edit, approve or reject a comment',
    description:
      'Body { id, comment?, approved?, rejected? } (docPath is ignored). Authors change their own text, which sends it back for approval; ' +
      'admins also approve (approved: true) and delete or restore (rejected). Response: { comment }.',
  })
  async update(@CurrentUser() actor: UserAccount, @Body(new ZodBodyPipe(updateCommentSchema)) input: UpdateComment) {
    const [comment] = await this.comments.views(actor, [await this.comments.update(actor, input)]);
    return { comment };
  }

  @Delete()
  @Access('owner-or-admin')
  @InvalidatesCache('comments', 'blogs')
  @HttpCode(200)
  @ApiBody(bodyDoc(deleteCommentSchema))
  @ApiOperation({
    summary: 'Delete a comment',
    description:
      'Admins, or the comment\'s author. Body { id, path } (path is ignored). A soft delete: rejected true, approved false, so replies ' +
      'by others keep their place but stop showing. Response: { success: true, comment }.',
  })
  async remove(@CurrentUser() actor: UserAccount, @Body(new ZodBodyPipe(deleteCommentSchema)) { id }: { id: string }) {
    const [comment] = await this.comments.views(actor, [await this.comments.remove(actor, id)]);
    return { success: true, comment };
  }

  @Post('moderate')
  @Access('admin')
  @InvalidatesCache('comments', 'blogs')
  @HttpCode(200)
  @ApiBody(bodyDoc(moderateCommentsSchema))
  @ApiOperation({
    summary: 'Moderate several comments at once (staff console)',
    description:
      'Admins. Body { ids, action }: approve (approved), reject (back to awaiting approval) or delete (rejected, hidden). ' +
      'One transaction: if any id is unknown the answer is 404 and nothing changes. Response: { comments } as changed.',
  })
  async moderate(@CurrentUser() admin: UserAccount, @Body(new ZodBodyPipe(moderateCommentsSchema)) { ids, action }: ReturnType<typeof moderateCommentsSchema.parse>) {
    return { comments: await this.comments.views(admin, await this.comments.moderate(ids, action)) };
  }
}
