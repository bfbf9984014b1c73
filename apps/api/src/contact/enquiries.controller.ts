import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type UpdateEnquiry, updateEnquirySchema } from '@trailside/domain/contact/contact.schema';
import { Access } from '../common/access/access.decorator';
import { bodyDoc } from '../common/validation/body-doc';
import { ZodBodyPipe } from '../common/validation/zod-body.pipe';
import { ContactService } from './contact.service';

@ApiTags('contact')
@Controller('enquiries')
export class EnquiriesController {
  constructor(private readonly contact: ContactService) {}

  @Get()
  @Access('admin')
  @ApiOperation({
    summary: 'Every enquiry, newest first',
    description: 'Each with source (contact or faq), handled, and mailed (whether the mail to the office went out). Response: { enquiries }.',
  })
  async list() {
    return { enquiries: (await this.contact.list()).map((enquiry) => this.contact.view(enquiry)) };
  }

  @Put()
  @Access('admin')
  @ApiBody(bodyDoc(updateEnquirySchema))
  @ApiOperation({ summary: 'Mark an enquiry handled (or not)', description: 'Body { id, handled }. Response: { enquiry }. Unknown id: 404.' })
  async update(@Body(new ZodBodyPipe(updateEnquirySchema)) change: UpdateEnquiry) {
    return { enquiry: this.contact.view(await this.contact.setHandled(change)) };
  }
}
