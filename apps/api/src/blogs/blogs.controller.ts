import { Body, Controller, Param, Query, UploadedFile } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type BlogsArchiveQuery,
  blogsArchiveQuerySchema,
  type BlogsQuery,
  blogsQuerySchema,
  type CreateBlog,
  createBlogSchema,
  deleteBlogSchema,
  recentBlogsQuerySchema,
  type UpdateBlog,
  updateBlogSchema,
} from '@trailside/domain/blogs/blog.schema';
import { CurrentUser } from '../common/access/current-user.decorator';
import { BLOG_ARCHIVE_PAGE_SIZE } from '@trailside/domain/blogs/blog.rules';
import { jsonQueryParam, queryParams } from '../common/validation/query-params';
import type { UserAccount } from '../identity/people/user-account.entity';
import { BlogsService } from './blogs.service';
import { BLOGS_AUDIT } from './blogs.audit';
import { Endpoint } from '../common/endpoint/endpoint.decorator';

@ApiTags('blogs')
@Controller()
export class BlogsController {
  constructor(private readonly blogs: BlogsService) {}

  @Endpoint({
    method: 'GET', path: 'blogs', access: 'public', cache: { tags: ['blogs'], sharedWithSignedIn: true },
    query: jsonQueryParam('query', blogsQuerySchema, {
      description:
        'Without next the list starts at the newest post; with next, it continues after the post whose id is in after ' +
        '(the last one the reader has). limit 1-50, default 9.',
      example: '{"next":true,"limit":9,"after":"<id of the last post shown>"}',
    }),
    summary: 'Posts, newest first, a batch at a time',
    description:
      'Anyone. Response: { blogs }, each with date parts {day, month 1-12, year} of createdAt (UTC) and replyCount: the comments ' +
      'a visitor can read at any depth (approved, not deleted, under approved comments). ' +
      'A 404 means the post named in after was removed: start again without next.',
  })
  async list(@Query('query') query: BlogsQuery) {
    return { blogs: (await this.blogs.list(query)).map((post) => this.blogs.view(post)) };
  }

  @Endpoint({
    method: 'GET', path: 'blogs-recent', access: 'public', cache: { tags: ['blogs'], sharedWithSignedIn: true },
    query: jsonQueryParam('query', recentBlogsQuerySchema, { description: 'limit 1-50, default 3.', example: '{"limit":3}' }),
    summary: 'The newest posts, for the recent-blogs widget', description: 'Anyone. Response: { blogs }.',
  })
  async recent(@Query('query') { limit }: { limit: number }) {
    return { blogs: (await this.blogs.recent(limit)).map((post) => this.blogs.view(post)) };
  }

  @Endpoint({
    method: 'GET', path: 'blogs-archive', access: 'public', cache: { tags: ['blogs'], sharedWithSignedIn: true },
    query: queryParams(blogsArchiveQuerySchema, {
      year: 'The year to list, e.g. 2027; the newest year with posts when not given.',
      page: `The page of the year, ${BLOG_ARCHIVE_PAGE_SIZE} posts each; 1 when not given.`,
    }),
    summary: 'The blog by year: the years with posts, and a page of one year\'s posts',
    description:
      'Anyone. Response: { years, year, page, pages, blogs }: years is every year with posts and its count ({ year, count }, newest first); ' +
      'year is the year asked for, or the newest with posts (null when there are none); pages is how many pages its posts fill; blogs are ' +
      `that page of the year's posts, newest first, each { id, title, date: {day, month 1-12, year} } of createdAt (UTC), at most ${BLOG_ARCHIVE_PAGE_SIZE}. ` +
      'A year with no posts, or a page past its last, answers an empty blogs; a year that is not four digits from 1900 to 2200, or a page that is ' +
      'not a whole number from 1, is a 400.',
  })
  archive(@Query() query: BlogsArchiveQuery) {
    return this.blogs.archive(query);
  }

  @Endpoint({
    method: 'GET', path: 'blogs/:id', access: 'public', cache: { tags: ['blogs'], sharedWithSignedIn: true },
    summary: 'One post, for shareable detail links', description: 'Anyone. Response: { blog }; 404 when there is no such post.',
  })
  async get(@Param('id') id: string) {
    return { blog: this.blogs.view(await this.blogs.get(id)) };
  }

  @Endpoint({
    method: 'POST', path: 'blogs', access: 'admin', invalidates: ['blogs', 'comments'], audit: BLOGS_AUDIT.create,
    body: createBlogSchema, upload: { picture: 'image' },
    summary: 'Write a post',
    description:
      'Admins. title and text as JSON, multipart fields or a multipart payload JSON field, plus an optional picture in image. ' +
      'The text may hold a line "[quote]" (what follows shows as a quote block) and a closing "[end]". ' +
      'author and userId come from the signed-in account. Response: { blog }.',
  })
  async create(
    @CurrentUser() author: UserAccount,
    @Body() input: CreateBlog,
    @UploadedFile() image?: Express.Multer.File,
  ) {
    return { blog: this.blogs.view(await this.blogs.create(author, input, image?.path)) };
  }

  @Endpoint({
    method: 'PUT', path: 'blogs', access: 'admin', invalidates: ['blogs', 'comments'], audit: BLOGS_AUDIT.update,
    body: updateBlogSchema, upload: { picture: 'image' },
    summary: 'Change a post',
    description: 'Admins. The id plus the fields that change, and/or a new picture in image (the old one is removed). Response: { blog }.',
  })
  async update(@Body() input: UpdateBlog, @UploadedFile() image?: Express.Multer.File) {
    return { blog: this.blogs.view(await this.blogs.update(input, image?.path)) };
  }

  @Endpoint({
    method: 'DELETE', path: 'blogs', access: 'admin', invalidates: ['blogs', 'comments'], audit: BLOGS_AUDIT.remove,
    body: deleteBlogSchema, status: 200,
    summary: 'Delete a post',
    description:
      'Admins. Body { id, imagePath }: imagePath is ignored, the picture the database recorded is removed. ' +
      'Every comment and reply on the post goes too. Response: { success: true, id }.',
  })
  async remove(@Body() { id }: { id: string }) {
    await this.blogs.remove(id);
    return { success: true, id };
  }
}
