import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CONTACT_ROUTES, type GetEnquiriesResponse, type UpdateEnquiryResponse } from '@trailside/domain/contact/contact.contract';
import { type UpdateEnquiry, updateEnquirySchema } from '@trailside/domain/contact/contact.schema';
import { Access } from '../common/access/access.decorator';
import { bodyDoc } from '../common/validation/body-doc';
import { ZodBodyPipe } from '../common/validation/zod-body.pipe';
import { ContactService } from './contact.service';
import { AUDIT } from '../audit/audit-descriptions';
import { Audited } from '../audit/audited.decorator';

@ApiTags('contact')
@Controller()
export class EnquiriesController {
  constructor(private readonly contact: ContactService) {}

  @Get(CONTACT_ROUTES.getEnquiries)
  @Access('admin')
  @ApiOperation({
    summary: 'Every enquiry, newest first',
    description:
      'Each with source (contact or faq), read (opened by staff), handled, and mailed (whether the mail to the office went out). Response: { enquiries }.',
  })
  async list(): Promise<GetEnquiriesResponse> {
    return { enquiries: (await this.contact.list()).map((enquiry) => this.contact.view(enquiry)) };
  }

  @Put(CONTACT_ROUTES.updateEnquiry)
  @Access('admin')
  @Audited(AUDIT.enquiries.update)
  @ApiBody(bodyDoc(updateEnquirySchema))
  @ApiOperation({
    summary: 'Mark an enquiry read or handled (or not)',
    description:
      'Body { id, handled?, read? }, at least one of the two; marking it handled marks it read too. Response: { enquiry }. Unknown id: 404.',
  })
  async update(@Body(new ZodBodyPipe(updateEnquirySchema)) change: UpdateEnquiry): Promise<UpdateEnquiryResponse> {
    return { enquiry: this.contact.view(await this.contact.change(change)) };
  }
}
