import { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { timestampOf } from '@trailside/domain/api/timestamp';
import type { GetModerationQueueResponse, ModerateItemsResponse, ModerationOutcome } from '@trailside/domain/moderation/moderation.contract';
import { MODERATION_KINDS, type ModerationChange, type ModerationKind, moderationStateOf } from '@trailside/domain/moderation/moderation.rules';
import { itemKey, type ModerateItems, type ModerationQueueQuery } from '@trailside/domain/moderation/moderation.schema';
import type { ModerationItem, ModerationSummary } from '@trailside/domain/moderation/moderation.types';
import { BlogsService } from '../blogs/blogs.service';
import type { PostComment } from '../comments/comment.entity';
import { CommentsService } from '../comments/comments.service';
import { HttpCacheService } from '../common/http-cache/http-cache.service';
import type { TestimonialRecord } from '../testimonials/testimonial.entity';
import { TestimonialsService } from '../testimonials/testimonials.service';
import { UsersService } from '../identity/people/users.service';
import type { ModeratedRecord } from '../common/moderation/moderated-record.entity';
import type { CacheTag } from '../common/http-cache/cache-tags';
import type { ModerationReads } from './moderated-records';

/**
 * The cache tags whose writes change the inbox: every comment and testimonial route invalidates one of them
 * (a new one, which no public list shows yet, only 'moderation').
 */
export const MODERATION_CACHE_TAGS: CacheTag[] = ['comments', 'testimonials', 'moderation'];

/**
 * How long a summary is reused before it is counted again even without a write on this instance: the bound
 * on how stale it can be when the API runs as several processes.
 */
const SUMMARY_TTL_MS = 5_000;

/** An item with the exact moment it was created, for merging the kinds newest first. */
interface Dated {
  createdAt: Date;
  item: ModerationItem;
}

/** Newest first; the same moment falls back to kind, then id, so the order never shifts between pages. */
const newestFirst = (a: Dated, b: Dated) =>
  b.createdAt.getTime() - a.createdAt.getTime() || a.item.kind.localeCompare(b.item.kind) || b.item.id.localeCompare(a.item.id);

/**
 * The staff console's inbox: comments and testimonials together. It reads each table only through the
 * service that owns it, and the posts' titles and authors' e-mails through theirs.
 */
@Injectable()
export class ModerationService {
  private summaryMemo?: { summary: ModerationSummary; generations: number[]; expiresAt: number };

  constructor(
    private readonly em: EntityManager,
    private readonly comments: CommentsService,
    private readonly testimonials: TestimonialsService,
    private readonly blogs: BlogsService,
    private readonly users: UsersService,
    private readonly cache: HttpCacheService,
  ) {}

  async queue({ kind, state, q, limit, offset }: ModerationQueueQuery): Promise<GetModerationQueueResponse> {
    const counts = { comment: await this.comments.moderation.countByState(q), testimonial: await this.testimonials.moderation.countByState(q) };
    const kinds: readonly ModerationKind[] = kind ? [kind] : MODERATION_KINDS;
    const total = kinds.reduce((sum, each) => sum + counts[each][state], 0);
    let items: ModerationItem[] = [];
    if (offset < total) {
      // One kind pages in its own query; both kinds need the first offset + limit of each to merge.
      const window = kind ? { limit, offset } : { limit: offset + limit, offset: 0 };
      const dated: Dated[] = [];
      for (const each of kinds) dated.push(...(await this.datedItems(each, this.table(each), state, q, window)));
      items = dated.sort(newestFirst).slice(kind ? 0 : offset, (kind ? 0 : offset) + limit).map(({ item }) => item);
    }
    const next = offset + items.length;
    return { items, total, counts, limit, offset, nextOffset: items.length && next < total ? next : null };
  }

  /**
   * One decision for items of both kinds, in one transaction: each table's part runs inside it (the comments' part
   * recounts their posts' replies), and if one item is unknown the whole decision is refused and nothing changes.
   * Answers each item named, in order, with the state it moved from and to.
   */
  moderate({ action, items }: ModerateItems): Promise<ModerateItemsResponse> {
    const idsOf = (kind: ModerationKind) => items.filter((item) => item.kind === kind).map((item) => item.id);
    return this.em.transactional(async () => {
      const outcomes = new Map<string, ModerationOutcome>();
      const note = (kind: ModerationKind, records: ModeratedRecord[], changes: ModerationChange[], authorOf: (record: never) => string) => {
        const moved = new Map(changes.map((change) => [change.id, change]));
        for (const record of records) {
          const to = moderationStateOf(record);
          outcomes.set(itemKey({ kind, id: record.id }), { kind, id: record.id, author: authorOf(record as never), from: moved.get(record.id)?.from ?? to, to });
        }
      };
      const commentIds = idsOf('comment');
      if (commentIds.length) {
        const { records, changes } = await this.comments.moderate({ ids: commentIds, action });
        note('comment', records, changes, (comment: PostComment) => comment.author);
      }
      const testimonialIds = idsOf('testimonial');
      if (testimonialIds.length) {
        const { records, changes } = await this.testimonials.moderate({ ids: testimonialIds, action });
        note('testimonial', records, changes, (testimonial: TestimonialRecord) => testimonial.fname);
      }
      return { items: items.map((item) => outcomes.get(itemKey(item))!) };
    });
  }

  /**
   * What awaits approval. Polled every few seconds, so it is counted once and reused until a comment or
   * testimonial is written on this instance (their cache tags move on) or SUMMARY_TTL_MS passes.
   */
  async summary(): Promise<ModerationSummary> {
    const generations = this.cache.snapshot(MODERATION_CACHE_TAGS);
    const memo = this.summaryMemo;
    if (memo && memo.expiresAt > Date.now() && memo.generations.every((generation, index) => generation === generations[index])) {
      return memo.summary;
    }
    const comment = await this.comments.moderation.pending();
    const testimonial = await this.testimonials.moderation.pending();
    const latest = [comment.latest, testimonial.latest].filter((date): date is Date => date !== null).sort((a, b) => b.getTime() - a.getTime())[0];
    const summary: ModerationSummary = {
      pending: { comment: comment.count, testimonial: testimonial.count },
      total: comment.count + testimonial.count,
      latest: latest ? timestampOf(latest).seconds : null,
    };
    this.summaryMemo = { summary, generations, expiresAt: Date.now() + SUMMARY_TTL_MS };
    return summary;
  }

  private table(kind: ModerationKind): ModerationReads {
    return kind === 'comment' ? this.comments.moderation : this.testimonials.moderation;
  }

  private async datedItems(
    kind: ModerationKind,
    table: ModerationReads,
    state: ModerationQueueQuery['state'],
    q: string | undefined,
    window: { limit: number; offset: number },
  ): Promise<Dated[]> {
    const records = await table.inState(state, q, window);
    const children = await this.users.childIdsAmong(records.map((record) => record.userId));
    const items = kind === 'comment' ? await this.commentItems(records as PostComment[], children) : await this.testimonialItems(records as TestimonialRecord[], children);
    return items.map((item, index) => ({ createdAt: records[index].createdAt, item }));
  }

  private async commentItems(comments: PostComment[], children: Set<string>): Promise<ModerationItem[]> {
    const titles = await this.blogs.titlesOf(comments.map((comment) => comment.blogId));
    const parentAuthors = await this.comments.authorsOf(comments.flatMap((comment) => (comment.parentId ? [comment.parentId] : [])));
    return comments.map((comment) => ({
      ...this.base(comment, 'comment'),
      author: comment.author,
      email: comment.email,
      userId: comment.userId,
      byChild: children.has(comment.userId),
      text: comment.comment,
      context: {
        blogId: comment.blogId,
        blogTitle: titles.get(comment.blogId) ?? '',
        docPath: comment.docPath,
        replyTo: comment.parentId ? { id: comment.parentId, author: parentAuthors.get(comment.parentId) ?? '' } : null,
      },
    }));
  }

  private async testimonialItems(testimonials: TestimonialRecord[], children: Set<string>): Promise<ModerationItem[]> {
    const emails = await this.users.emailsOf(testimonials.map((testimonial) => testimonial.userId));
    return testimonials.map((testimonial) => ({
      ...this.base(testimonial, 'testimonial'),
      author: testimonial.fname,
      email: emails.get(testimonial.userId) ?? null,
      userId: testimonial.userId,
      byChild: children.has(testimonial.userId),
      text: testimonial.text,
      context: { page: 'home' },
    }));
  }

  private base<K extends ModerationKind>(record: ModeratedRecord, kind: K) {
    return {
      kind,
      id: record.id,
      state: moderationStateOf(record),
      createdAt: timestampOf(record.createdAt),
      updatedAt: timestampOf(record.updatedAt),
    };
  }
}
