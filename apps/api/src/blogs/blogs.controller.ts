import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, UploadedFile } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  type BlogsQuery,
  blogsQuerySchema,
  type CreateBlog,
  createBlogSchema,
  deleteBlogSchema,
  recentBlogsQuerySchema,
  type UpdateBlog,
  updateBlogSchema,
} from '@trailside/domain/blogs/blog.schema';
import { Access } from '../common/access/access.decorator';
import { InvalidatesCache, PublicCache, SharedWithSignedIn } from '../common/http-cache/http-cache.decorators';
import { CurrentUser } from '../common/access/current-user.decorator';
import { ImageUpload } from '../common/storage/image-upload.decorator';
import { bodyDoc, multipartDoc } from '../common/validation/body-doc';
import { ZodBodyPipe } from '../common/validation/zod-body.pipe';
import { ZodQueryPipe } from '../common/validation/zod-query.pipe';
import type { UserAccount } from '../users/user-account.entity';
import { BlogsService } from './blogs.service';
import { AUDIT } from '../audit/audit-descriptions';
import { Audited } from '../audit/audited.decorator';

@ApiTags('blogs')
@Controller()
export class BlogsController {
  constructor(private readonly blogs: BlogsService) {}

  @Get('blogs')
  @Access('public')
  @PublicCache('blogs')
  @SharedWithSignedIn()
  @ApiQuery({
    name: 'query',
    required: false,
    description:
      'JSON {"next": boolean, "limit": number, "after": string}. Without next the list starts at the newest post; ' +
      'with next, it continues after the post whose id is in after (the last one the reader has). limit 1-50, default 9.',
    example: '{"next":true,"limit":9,"after":"<id of the last post shown>"}',
  })
  @ApiOperation({
    summary: 'Posts, newest first, a batch at a time',
    description:
      'Anyone. Response: { blogs }, each with date parts {day, month 1-12, year} of createdAt (UTC) and replyCount: the comments ' +
      'a visitor can read at any depth (approved, not deleted, under approved comments). ' +
      'A 404 means the post named in after was removed: start again without next.',
  })
  async list(@Query('query', new ZodQueryPipe(blogsQuerySchema)) query: BlogsQuery) {
    return { blogs: (await this.blogs.list(query)).map((post) => this.blogs.view(post)) };
  }

  @Get('blogs-recent')
  @Access('public')
  @PublicCache('blogs')
  @SharedWithSignedIn()
  @ApiQuery({ name: 'query', required: false, description: 'JSON {"limit": number}, 1-50, default 3.', example: '{"limit":3}' })
  @ApiOperation({ summary: 'The newest posts, for the recent-blogs widget', description: 'Anyone. Response: { blogs }.' })
  async recent(@Query('query', new ZodQueryPipe(recentBlogsQuerySchema)) { limit }: { limit: number }) {
    return { blogs: (await this.blogs.recent(limit)).map((post) => this.blogs.view(post)) };
  }

  @Get('blogs/:id')
  @Access('public')
  @PublicCache('blogs')
  @SharedWithSignedIn()
  @ApiOperation({ summary: 'One post, for shareable detail links', description: 'Anyone. Response: { blog }; 404 when there is no such post.' })
  async get(@Param('id') id: string) {
    return { blog: this.blogs.view(await this.blogs.get(id)) };
  }

  @Post('blogs')
  @Access('admin')
  @Audited(AUDIT.blogs.create)
  @InvalidatesCache('blogs', 'comments')
  @ImageUpload('image')
  @ApiBody(multipartDoc(createBlogSchema, 'image'))
  @ApiOperation({
    summary: 'Write a post',
    description:
      'Admins. title and text as JSON, multipart fields or a multipart payload JSON field, plus an optional picture in image. ' +
      'The text may hold a line "[quote]" (what follows shows as a quote block) and a closing "[end]". ' +
      'author and userId come from the signed-in account. Response: { blog }.',
  })
  async create(
    @CurrentUser() author: UserAccount,
    @Body(new ZodBodyPipe(createBlogSchema)) input: CreateBlog,
    @UploadedFile() image?: Express.Multer.File,
  ) {
    return { blog: this.blogs.view(await this.blogs.create(author, input, image?.path)) };
  }

  @Put('blogs')
  @Access('admin')
  @Audited(AUDIT.blogs.update)
  @InvalidatesCache('blogs', 'comments')
  @ImageUpload('image')
  @ApiBody(multipartDoc(updateBlogSchema, 'image'))
  @ApiOperation({
    summary: 'Change a post',
    description: 'Admins. The id plus the fields that change, and/or a new picture in image (the old one is removed). Response: { blog }.',
  })
  async update(@Body(new ZodBodyPipe(updateBlogSchema)) input: UpdateBlog, @UploadedFile() image?: Express.Multer.File) {
    return { blog: this.blogs.view(await this.blogs.update(input, image?.path)) };
  }

  @Delete('blogs')
  @Access('admin')
  @Audited(AUDIT.blogs.remove)
  @InvalidatesCache('blogs', 'comments')
  @HttpCode(200)
  @ApiBody(bodyDoc(deleteBlogSchema))
  @ApiOperation({
    summary: 'Delete a post',
    description:
      'Admins. Body { id, imagePath }: imagePath is ignored, the picture the database recorded is removed. ' +
      'Every comment and reply on the post goes too. Response: { success: true, id }.',
  })
  async remove(@Body(new ZodBodyPipe(deleteBlogSchema)) { id }: { id: string }) {
    await this.blogs.remove(id);
    return { success: true, id };
  }
}
