import { Body, Controller, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CONTACT_ROUTES, type GetEnquiriesResponse, type UpdateEnquiryResponse } from '@trailside/domain/contact/contact.contract';
import {
  ENQUIRIES_PAGE_SIZE,
  type EnquiriesQuery,
  enquiriesQuerySchema,
  MAX_ENQUIRIES_LIMIT,
  type UpdateEnquiry,
  updateEnquirySchema,
} from '@trailside/domain/contact/contact.schema';
import { ContactService } from './contact.service';
import { ENQUIRIES_AUDIT } from './enquiries.audit';
import { Endpoint } from '../common/endpoint/endpoint.decorator';
import { queryParams } from '../common/validation/query-params';

@ApiTags('contact')
@Controller()
export class EnquiriesController {
  constructor(private readonly contact: ContactService) {}

  @Endpoint({
    method: 'GET', path: CONTACT_ROUTES.getEnquiries, access: 'admin',
    query: queryParams(enquiriesQuerySchema, {
      q: 'Text the name, e-mail, phone or message contains, in any case (at most 200 characters).',
      waiting: '"true" for only the enquiries not marked handled; every enquiry when left out.',
      limit: `How many, 1-${MAX_ENQUIRIES_LIMIT}; ${ENQUIRIES_PAGE_SIZE} when not given.`,
      offset: 'How many of the newest to pass over first; 0 when not given.',
    }),
    summary: 'A page of the enquiries, newest first, searched and filtered',
    description:
      'Each with source (contact or faq), read (opened by staff), handled, and mailed (whether the mail to the office went out). ' +
      'Response: { enquiries, total, unread }: total counts every enquiry matching q and waiting, not only this page\'s, and unread ' +
      'those of them neither opened nor handled.',
  })
  async list(@Query() query: EnquiriesQuery): Promise<GetEnquiriesResponse> {
    const { enquiries, total, unread } = await this.contact.list(query);
    return { enquiries: enquiries.map((enquiry) => this.contact.view(enquiry)), total, unread };
  }

  @Endpoint({
    method: 'PUT', path: CONTACT_ROUTES.updateEnquiry, access: 'admin', audit: ENQUIRIES_AUDIT.update, body: updateEnquirySchema,
    summary: 'Mark an enquiry read or handled (or not)',
    description:
      'Body { id, handled?, read? }, at least one of the two; marking it handled marks it read too. Response: { enquiry }. Unknown id: 404.',
  })
  async update(@Body() change: UpdateEnquiry): Promise<UpdateEnquiryResponse> {
    return { enquiry: this.contact.view(await this.contact.change(change)) };
  }
}
