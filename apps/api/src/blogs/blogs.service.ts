import { EntityManager } from '@mikro-orm/core';
import { IMAGE_KINDS } from '@trailside/domain/api/image-types';
import { Injectable } from '@nestjs/common';
import { BLOG_ARCHIVE_PAGE_SIZE, blogDateParts } from '@trailside/domain/blogs/blog.rules';
import { pageCountOf } from '@trailside/domain/pagination/page-window';
import { BLOG_MESSAGES, type BlogsArchiveQuery, type BlogsQuery, type CreateBlog, type UpdateBlog } from '@trailside/domain/blogs/blog.schema';
import { BLOG_TEXTS } from '@trailside/domain/blogs/blog.messages';
import type { Blog, BlogsArchive, BlogYear } from '@trailside/domain/blogs/blog.types';
import { timestampOf } from '@trailside/domain/api/timestamp';
import { displayNameOf } from '@trailside/domain/users/user.rules';
import { problem } from '../common/errors/problem';
import { usesPostgres } from '../database/dialect';
import { MailTriggers } from '../common/mail/mail-triggers';
import { rowsAfter } from '../common/paging/rows-after';
import { ImageStorageService } from '../common/storage/image-storage.service';
import type { UserAccount } from '../identity/people/user-account.entity';
import { BlogPost } from './blog.entity';
import { toBlogView } from './blog-view';

const BLOG_IMAGE = { width: 1200, height: 800, kind: IMAGE_KINDS.blog };
const NEWEST_FIRST = { createdAt: 'desc', id: 'desc' } as const;

/** Owns the blogs table. A post's comments are the comments module's; they go with the post through the foreign key. */
@Injectable()
export class BlogsService {
  constructor(
    private readonly em: EntityManager,
    private readonly images: ImageStorageService,
    private readonly mailTriggers: MailTriggers,
  ) {}

  view(post: BlogPost): Blog {
    return toBlogView(post, this.images.urlOf(post.imagePath));
  }

  /** Newest first. With `next` and `after`, the posts that come after that one in the same order. */
  async list({ next, after, limit }: BlogsQuery): Promise<BlogPost[]> {
    const where = next && after ? await rowsAfter(this.em, BlogPost, after, NEWEST_FIRST, () => problem(404, 'NOT_FOUND', BLOG_TEXTS.cursorGone)) : {};
    return this.em.find(BlogPost, where, { orderBy: NEWEST_FIRST, limit });
  }

  /**
   * The archive: every year with posts and its count (one grouped query), and a page of the posts of the year asked
   * for, or of the newest, newest first (one query over that year's range of the createdAt index). Years are UTC, as
   * posts' dates are shown. A year with no posts, or a page past a year's last, answers no posts, beside the years
   * that have some and the year's number of pages.
   */
  async archive({ year: asked, page }: BlogsArchiveQuery): Promise<BlogsArchive> {
    const years = await this.years();
    const year = asked ?? years[0]?.year ?? null;
    if (year === null) return { years, year, page, pages: 1, blogs: [] };
    const pages = pageCountOf(years.find((known) => known.year === year)?.count ?? 0, BLOG_ARCHIVE_PAGE_SIZE);
    // A page past the last reads nothing: the years' counts already say it holds no posts.
    const posts =
      page > pages
        ? []
        : await this.em.find(
            BlogPost,
            { createdAt: { $gte: new Date(Date.UTC(year, 0, 1)), $lt: new Date(Date.UTC(year + 1, 0, 1)) } },
            { fields: ['id', 'title', 'createdAt'], orderBy: NEWEST_FIRST, limit: BLOG_ARCHIVE_PAGE_SIZE, offset: (page - 1) * BLOG_ARCHIVE_PAGE_SIZE },
          );
    return {
      years,
      year,
      page,
      pages,
      blogs: posts.map(({ id, title, createdAt }) => {
        const { day, month } = blogDateParts(timestampOf(createdAt));
        return { id, title, date: { day, month, year } };
      }),
    };
  }

  /** Each year with posts and how many, newest first. SQLite keeps a datetime as epoch milliseconds; PostgreSQL as timestamptz. */
  private async years(): Promise<BlogYear[]> {
    const yearOf = usesPostgres(this.em.getDriver())
      ? `extract(year from "created_at" at time zone 'UTC')`
      : `strftime('%Y', "created_at" / 1000, 'unixepoch')`;
    const rows: { year: number | string; count: number | string }[] = await this.em
      .getConnection()
      .execute(`select cast(${yearOf} as integer) as "year", count(*) as "count" from "blogs" group by 1 order by 1 desc`);
    return rows.map((row) => ({ year: Number(row.year), count: Number(row.count) }));
  }

  recent(limit: number): Promise<BlogPost[]> {
    return this.em.find(BlogPost, {}, { orderBy: NEWEST_FIRST, limit });
  }

  /** One post, or null when it is gone (its announcement is then not sent). */
  findById(id: string): Promise<BlogPost | null> {
    return this.em.findOne(BlogPost, { id });
  }

  async get(id: string): Promise<BlogPost> {
    const post = await this.em.findOne(BlogPost, { id });
    if (!post) throw problem(404, 'NOT_FOUND', BLOG_TEXTS.notFound);
    return post;
  }

  /** The author comes from the signed-in account, never from the form. */
  async create(author: UserAccount, input: CreateBlog, image?: string): Promise<BlogPost> {
    const post = new BlogPost({ ...input, author: displayNameOf(author), userId: author.id });
    // News subscribers hear of it (stored with the post; a later edit sends nothing).
    await this.mailTriggers.fire(this.em, { type: 'post-published', postId: post.id });
    return this.images.saveWithImage(post, image, 'blogs', BLOG_IMAGE, () => this.em.persistAndFlush(post));
  }

  async update({ id, ...fields }: UpdateBlog, image?: string): Promise<BlogPost> {
    const post = await this.get(id);
    if (fields.title === undefined && fields.text === undefined && !image) {
      throw problem(400, 'VALIDATION_FAILED', BLOG_MESSAGES.nothingToChange);
    }
    this.em.assign(post, Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)));
    // A new picture alone changes no column MikroORM watches for onUpdate, so set the time ourselves.
    post.updatedAt = new Date();
    return this.images.saveWithImage(post, image, 'blogs', BLOG_IMAGE, () => this.em.flush());
  }

  /** Posts published after `from` up to `to` (included), oldest first: the weekly letter's "new on the blog". */
  publishedBetween(from: Date, to: Date): Promise<BlogPost[]> {
    return this.em.find(BlogPost, { createdAt: { $gt: from, $lte: to } }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  /** The title of each of these posts, by id. */
  async titlesOf(ids: string[]): Promise<Map<string, string>> {
    const posts = ids.length ? await this.em.find(BlogPost, { id: { $in: [...new Set(ids)] } }) : [];
    return new Map(posts.map((post) => [post.id, post.title]));
  }

  /** Removes the post (its comments at any depth go with it: ON DELETE CASCADE), then the picture the database recorded. */
  async remove(id: string): Promise<BlogPost> {
    const post = await this.get(id);
    await this.em.nativeDelete(BlogPost, { id: post.id });
    this.em.clear();
    await this.images.remove(post.imagePath);
    return post;
  }
}
