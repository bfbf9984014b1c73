import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CONTACT_ROUTES, type GetEnquiriesResponse, type UpdateEnquiryResponse } from '@trailside/domain/contact/contact.contract';
import { type UpdateEnquiry, updateEnquirySchema } from '@trailside/domain/contact/contact.schema';
import { ContactService } from './contact.service';
import { AUDIT } from '../audit/audit-descriptions';
import { Endpoint } from '../common/endpoint/endpoint.decorator';

@ApiTags('contact')
@Controller()
export class EnquiriesController {
  constructor(private readonly contact: ContactService) {}

  @Endpoint({
    method: 'GET', path: CONTACT_ROUTES.getEnquiries, access: 'admin',
    summary: 'Every enquiry, newest first',
    description:
      'Each with source (contact or faq), read (opened by staff), handled, and mailed (whether the mail to the office went out). Response: { enquiries }.',
  })
  async list(): Promise<GetEnquiriesResponse> {
    return { enquiries: (await this.contact.list()).map((enquiry) => this.contact.view(enquiry)) };
  }

  @Endpoint({
    method: 'PUT', path: CONTACT_ROUTES.updateEnquiry, access: 'admin', audit: AUDIT.enquiries.update, body: updateEnquirySchema,
    summary: 'Mark an enquiry read or handled (or not)',
    description:
      'Body { id, handled?, read? }, at least one of the two; marking it handled marks it read too. Response: { enquiry }. Unknown id: 404.',
  })
  async update(@Body() change: UpdateEnquiry): Promise<UpdateEnquiryResponse> {
    return { enquiry: this.contact.view(await this.contact.change(change)) };
  }
}
