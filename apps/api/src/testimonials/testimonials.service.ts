import { EntityManager } from '@mikro-orm/core';
import { timestampOf } from '@trailside/domain/api/timestamp';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { writingHeldForConsent } from '@trailside/domain/account/children.rules';
import type { User } from '@trailside/domain/users/user.types';
import { type ModerationAction, type ModerationChange, movesFlags } from '@trailside/domain/moderation/moderation.rules';
import { TESTIMONIAL_ERRORS } from '@trailside/domain/testimonials/testimonial.messages';
import { moderated, testimonialChange } from '@trailside/domain/testimonials/testimonial.rules';
import type { CreateTestimonial, TestimonialListQuery, UpdateTestimonial } from '@trailside/domain/testimonials/testimonial.schema';
import type { Testimonial } from '@trailside/domain/testimonials/testimonial.types';
import type { Actor } from '@trailside/domain/users/user.rules';
import { loadWithAccess, requireAccess } from '../common/access/require-access';
import { problem } from '../common/errors/problem';
import { MailTriggers } from '../common/mail/mail-triggers';
import { type DataSubject, PersonalDataService } from '../common/personal-data/personal-data.service';
import { visibleRowsFor } from '../common/moderation/visible-rows';
import { rowsAfter } from '../common/paging/rows-after';
import { ModeratedRecords } from '../moderation/moderated-records';
import { TestimonialRecord } from './testimonial.entity';

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

const NEWEST_FIRST = { createdAt: 'desc', id: 'asc' } as const;

@Injectable()
export class TestimonialsService implements OnModuleInit {
  /** The moderation inbox's reads of this table, and the bulk moderation. */
  readonly moderation: ModeratedRecords<TestimonialRecord>;

  constructor(
    private readonly em: EntityManager,
    private readonly mailTriggers: MailTriggers,
    private readonly personalData: PersonalDataService,
  ) {
    this.moderation = new ModeratedRecords(em, TestimonialRecord, ['text', 'fname']);
  }

  /** A person's testimonials go in "Download my data", and go with their account. */
  onModuleInit(): void {
    const theirs = (subject: DataSubject) => ({ userId: subject.id });
    this.personalData.register('testimonials', {
      tags: ['testimonials', 'moderation'],
      export: async (subject, em) =>
        (await em.find(TestimonialRecord, theirs(subject), { orderBy: { createdAt: 'asc', id: 'asc' } })).map((record) => ({
          id: record.id,
          text: record.text,
          approved: record.approved,
          rejected: record.rejected,
          createdAt: record.createdAt.toISOString(),
          updatedAt: record.updatedAt.toISOString(),
        })),
      erase: async (subject, em) => void (await em.nativeDelete(TestimonialRecord, theirs(subject))),
      release: async (subject, em) => void (await em.nativeUpdate(TestimonialRecord, { ...theirs(subject), heldForConsent: true }, { heldForConsent: false })),
    });
  }

  /**
   * A page of those the shared visibility rule lets `viewer` see, newest first, after the one named `after` (others'
   * pending ones never leave the database).
   */
  async list(viewer: Actor | null, { showDeleted, limit, after }: TestimonialListQuery): Promise<TestimonialRecord[]> {
    const visible = visibleRowsFor<TestimonialRecord>(viewer, showDeleted);
    const where = after ? { $and: [visible, await rowsAfter(this.em, TestimonialRecord, after, NEWEST_FIRST, () => problem(404, 'NOT_FOUND', TESTIMONIAL_ERRORS.cursorGone))] } : visible;
    return this.em.find(TestimonialRecord, where, { orderBy: NEWEST_FIRST, limit });
  }

  /** A new testimonial awaits approval; its author is whoever is signed in. */
  async create(author: Actor & Pick<User, 'fname' | 'type' | 'parentConsent'>, input: CreateTestimonial): Promise<TestimonialRecord> {
    const record = new TestimonialRecord({ userId: author.id, fname: author.fname, text: input.text ?? '' });
    record.heldForConsent = writingHeldForConsent(author);
    await this.em.persistAndFlush(record);
    return record;
  }

  /** By the access table's testimonial.update, and testimonial.moderate for the flags. */
  async update(actor: Actor, { id, ...change }: UpdateTestimonial): Promise<TestimonialRecord> {
    const record = await loadWithAccess(this.em, actor, 'testimonial.update', TestimonialRecord, id);
    if (movesFlags(change)) requireAccess(actor, 'testimonial.moderate', record);
    const changes = testimonialChange(actor, record, change);
    // Its author hears of an approval (the mail stored with it).
    if (!record.approved && changes.approved === true) await this.mailTriggers.fire(this.em, { type: 'testimonials-approved', testimonials: [record] });
    this.em.assign(record, changes);
    await this.em.flush();
    return record;
  }

  /** A soft delete (spec section 4), by an admin or by the author of the testimonial. */
  async remove(actor: Actor, id: string): Promise<TestimonialRecord> {
    const record = await loadWithAccess(this.em, actor, 'testimonial.delete', TestimonialRecord, id);
    this.em.assign(record, moderated(record, 'delete'));
    await this.em.flush();
    return record;
  }

  /** One action on several testimonials in one transaction: an unknown id changes nothing. */
  moderate({ ids, action }: { ids: string[]; action: ModerationAction }): Promise<{ records: TestimonialRecord[]; changes: ModerationChange[] }> {
    return this.moderation.moderate(ids, action, {
      order: NEWEST_FIRST,
      notFound: () => problem(404, 'NOT_FOUND', TESTIMONIAL_ERRORS.someNotFound),
      afterwards: async (moved, em) => {
        const approved = moved.filter((testimonial) => testimonial.approved);
        if (approved.length) await this.mailTriggers.fire(em, { type: 'testimonials-approved', testimonials: approved });
      },
    });
  }

  /** One testimonial, or null when it is gone (a mail about it is then not sent). */
  findById(id: string): Promise<TestimonialRecord | null> {
    return this.em.findOne(TestimonialRecord, { id });
  }

}
