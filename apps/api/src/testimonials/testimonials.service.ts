import { EntityManager } from '@mikro-orm/core';
import { timestampOf } from '@trailside/domain/api/timestamp';
import { Injectable } from '@nestjs/common';
import {
  canEditTestimonial,
  moderated,
  testimonialChange,
  visibleTestimonials,
} from '@trailside/domain/testimonials/testimonial.rules';
import type { CreateTestimonial, ModerateTestimonials, UpdateTestimonial } from '@trailside/domain/testimonials/testimonial.schema';
import type { Testimonial } from '@trailside/domain/testimonials/testimonial.types';
import type { Actor } from '@trailside/domain/users/user.rules';
import { problem } from '../common/errors/problem';
import { visibleRowsFor } from '../common/moderation/visible-rows';
import { TestimonialRecord } from './testimonial.entity';

export const TESTIMONIAL_ERRORS = {
  notFound: 'We could not find that testimonial. It may have been deleted already.',
  someNotFound: 'Some of those testimonials no longer exist, so nothing was changed. Please refresh the list and try again.',
  notYours: 'You can change only your own testimonials.',
  textOnly: 'You can change the text of your testimonial; approving and deleting are for school administrators.',
} as const;


export function toTestimonialView(record: TestimonialRecord): Testimonial {
  return {
    id: record.id,
    userId: record.userId,
    fname: record.fname,
    text: record.text,
    approved: record.approved,
    rejected: record.rejected,
    path: `testimonials/${record.id}`,
    createdAt: timestampOf(record.createdAt),
    updatedAt: timestampOf(record.updatedAt),
  };
}

@Injectable()
export class TestimonialsService {
  constructor(private readonly em: EntityManager) {}

  /** Newest first, filtered by the shared visibility rule (others' pending ones never leave the database). */
  async list(viewer: Actor | null, showDeleted: boolean): Promise<TestimonialRecord[]> {
    const rows = await this.em.find(TestimonialRecord, visibleRowsFor<TestimonialRecord>(viewer), { orderBy: { createdAt: 'desc', id: 'asc' } });
    return visibleTestimonials(rows, viewer, showDeleted);
  }

  /** A new testimonial awaits approval; its author is whoever is signed in. */
  async create(author: Actor & { fname: string }, input: CreateTestimonial): Promise<TestimonialRecord> {
    const record = new TestimonialRecord({ userId: author.id, fname: author.fname, text: input.text });
    await this.em.persistAndFlush(record);
    return record;
  }

  async update(actor: Actor, { id, ...change }: UpdateTestimonial): Promise<TestimonialRecord> {
    const record = await this.find(id);
    const result = testimonialChange(actor, record, change);
    if (!result.ok) {
      throw problem(403, 'FORBIDDEN', result.reason === 'text-only' ? TESTIMONIAL_ERRORS.textOnly : TESTIMONIAL_ERRORS.notYours);
    }
    this.em.assign(record, result.changes);
    await this.em.flush();
    return record;
  }

  /** A soft delete (spec section 4), by an admin or by the author of the testimonial. */
  async remove(actor: Actor, id: string): Promise<TestimonialRecord> {
    const record = await this.find(id);
    if (!canEditTestimonial(actor, record)) {
      throw problem(403, 'FORBIDDEN', TESTIMONIAL_ERRORS.notYours);
    }
    this.em.assign(record, moderated(record, 'delete'));
    await this.em.flush();
    return record;
  }

  /** One action on several testimonials in one transaction: an unknown id changes nothing. */
  moderate({ ids, action }: ModerateTestimonials): Promise<TestimonialRecord[]> {
    const unique = [...new Set(ids)];
    return this.em.transactional(async (em) => {
      const records = await em.find(TestimonialRecord, { id: { $in: unique } }, { orderBy: { createdAt: 'desc', id: 'asc' } });
      if (records.length !== unique.length) throw problem(404, 'NOT_FOUND', TESTIMONIAL_ERRORS.someNotFound);
      for (const record of records) em.assign(record, moderated(record, action));
      return records;
    });
  }

  private async find(id: string): Promise<TestimonialRecord> {
    const record = await this.em.findOne(TestimonialRecord, { id });
    if (!record) throw problem(404, 'NOT_FOUND', TESTIMONIAL_ERRORS.notFound);
    return record;
  }
}
