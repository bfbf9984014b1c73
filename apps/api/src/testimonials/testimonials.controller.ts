import { Body, Controller, Query } from '@nestjs/common';
import { type ApiBodyOptions, ApiTags, type SchemaObject } from '@nestjs/swagger';
import {
  type CreateTestimonialResponse,
  type DeleteTestimonialResponse,
  type GetTestimonialsResponse,
  TESTIMONIAL_ROUTES,
  type UpdateTestimonialResponse,
} from '@trailside/domain/testimonials/testimonial.contract';
import {
  createTestimonialSchema,
  type CreateTestimonial,
  testimonialIdSchema,
  type TestimonialId,
  testimonialListQuerySchema,
  type TestimonialListQuery,
  updateTestimonialSchema,
  type UpdateTestimonial,
} from '@trailside/domain/testimonials/testimonial.schema';
import { MAX_TESTIMONIALS_LIMIT, TESTIMONIAL_PAGE_SIZE } from '@trailside/domain/testimonials/testimonial.schema';
import { CurrentUser } from '../common/access/current-user.decorator';
import { bodyDoc } from '../common/validation/body-doc';
import type { UserAccount } from '../identity/people/user-account.entity';
import { TestimonialsService, toTestimonialView } from './testimonials.service';
import { TESTIMONIALS_AUDIT } from './testimonials.audit';
import { TestimonialRecord } from './testimonial.entity';
import { Endpoint } from '../common/endpoint/endpoint.decorator';
import { queryParams } from '../common/validation/query-params';

/** Spec section 7: the change as JSON, or a multipart body whose single field `data` holds that JSON. */
function dataFieldDoc(): ApiBodyOptions {
  const json = (bodyDoc(updateTestimonialSchema) as { schema: SchemaObject }).schema;
  return {
    schema: {
      oneOf: [
        json,
        { type: 'object', required: ['data'], properties: { data: { type: 'string', description: `JSON of: ${JSON.stringify(json)}` } } },
      ],
    },
  };
}

@ApiTags('testimonials')
@Controller()
export class TestimonialsController {
  constructor(private readonly testimonials: TestimonialsService) {}

  @Endpoint({
    method: 'GET', path: TESTIMONIAL_ROUTES.getTestimonials, access: 'public',
    cache: { tags: ['testimonials'], sharedWithSignedIn: { ownRowsOf: TestimonialRecord } },
    query: queryParams(testimonialListQuerySchema, {
      showDeleted: '"true" lets admins see soft-deleted (rejected) ones too (ignored for everyone else).',
      limit: `How many, 1-${MAX_TESTIMONIALS_LIMIT}; ${TESTIMONIAL_PAGE_SIZE} when not given.`,
      after: 'The id of the last testimonial the reader has: the page starts just after it.',
    }),
    summary: 'A page of the testimonials the caller may see, newest first',
    description:
      'Anyone. Visitors get approved ones; signed-in users also their own awaiting approval; admins every one except ' +
      'soft-deleted ones, which they get too with showDeleted=true (ignored for everyone else). ' +
      `${TESTIMONIAL_PAGE_SIZE} at a time unless limit says; a page as long as the limit may have more after it (ask again with after ` +
      'set to its last id). A 404 means the testimonial named in after was removed: start again without it. Response: { testimonials }.',
  })
  async list(@CurrentUser() viewer: UserAccount | null, @Query() query: TestimonialListQuery): Promise<GetTestimonialsResponse> {
    return { testimonials: (await this.testimonials.list(viewer, query)).map(toTestimonialView) };
  }

  // Only the staff's inbox changes: a new testimonial awaits approval, so no cached (anonymous) list shows it yet, and dropping
  // the cached testimonials on each family's testimonial emptied the cache on a busy day (npm run bench:load).
  @Endpoint({
    method: 'POST', path: TESTIMONIAL_ROUTES.createTestimonial, access: 'signed-in', invalidates: ['moderation'], body: createTestimonialSchema,
    summary: 'Write a testimonial',
    description:
      'Any signed-in user. Body {userId, fname} (spec section 7), with the text or without it (the author writes it next, ' +
      'with PUT); the author is the signed-in user, whatever userId and fname say. ' +
      'It awaits approval by an admin. Response: { testimonial }.',
  })
  async create(
    @CurrentUser() author: UserAccount,
    @Body() input: CreateTestimonial,
  ): Promise<CreateTestimonialResponse> {
    return { testimonial: toTestimonialView(await this.testimonials.create(author, input)) };
  }

  @Endpoint({
    method: 'PUT', path: TESTIMONIAL_ROUTES.updateTestimonial, access: { permission: 'testimonial.update' },
    invalidates: ['testimonials'], audit: TESTIMONIALS_AUDIT.update, body: { schema: updateTestimonialSchema, doc: dataFieldDoc() }, upload: 'form-fields',
    summary: 'Change a testimonial',
    description:
      'Multipart with one field `data` holding JSON {id, approved?, rejected?, text?}, or that JSON as the body. ' +
      'The author may change only the text, which sends it back to awaiting approval; admins approve ' +
      '(approved true), reject (approved false), delete (rejected true) and may correct the text. Others get 403. ' +
      'Response: { testimonial }.',
  })
  async update(
    @CurrentUser() actor: UserAccount,
    @Body() change: UpdateTestimonial,
  ): Promise<UpdateTestimonialResponse> {
    return { testimonial: toTestimonialView(await this.testimonials.update(actor, change)) };
  }

  @Endpoint({
    method: 'DELETE', path: TESTIMONIAL_ROUTES.deleteTestimonial, access: { permission: 'testimonial.delete' },
    invalidates: ['testimonials'], audit: TESTIMONIALS_AUDIT.remove, body: testimonialIdSchema, status: 200,
    summary: 'Delete a testimonial (soft)',
    description:
      'Admins, or the author of the testimonial. Body {id, path}; path is ignored. The testimonial is kept as ' +
      'rejected (admins can still see it with showDeleted). Response: { success: true, testimonial }.',
  })
  async remove(@CurrentUser() actor: UserAccount, @Body() { id }: TestimonialId): Promise<DeleteTestimonialResponse> {
    return { success: true, testimonial: toTestimonialView(await this.testimonials.remove(actor, id)) };
  }

}
