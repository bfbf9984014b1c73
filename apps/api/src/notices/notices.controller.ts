import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type CreateNoticeResponse,
  type DeleteNoticeResponse,
  type EndNoticeResponse,
  type GetAllNoticesResponse,
  type GetNoticesResponse,
  NOTICE_ROUTES,
  type UpdateNoticeResponse,
} from '@trailside/domain/notices/notice.contract';
import { type CreateNotice, createNoticeSchema, noticeIdSchema, type UpdateNotice, updateNoticeSchema } from '@trailside/domain/notices/notice.schema';
import { NOTICES_AUDIT } from './notices.audit';
import { NOTICES_TAG, NoticesService } from './notices.service';
import { Endpoint } from '../common/endpoint/endpoint.decorator';

@ApiTags('notices')
@Controller()
export class NoticesController {
  constructor(private readonly notices: NoticesService) {}

  @Endpoint({
    method: 'GET', path: NOTICE_ROUTES.getNotices, access: 'public', cache: { tags: [NOTICES_TAG], sharedWithSignedIn: true },
    summary: 'The notices running now (anyone)',
    description:
      'Response: { notices }: every notice whose start has come and whose end has not, urgent first. A kept copy never outlives the ' +
      'next start or end of any notice, on any instance (see the http-cache README).',
  })
  async current(): Promise<GetNoticesResponse> {
    return { notices: await this.notices.running() };
  }

  @Endpoint({
    method: 'GET', path: NOTICE_ROUTES.getAllNotices, access: 'admin',
    summary: 'Every notice (staff)', description: 'Scheduled, running and ended notices, the latest start first. Response: { notices }.',
  })
  async all(): Promise<GetAllNoticesResponse> {
    return { notices: await this.notices.all() };
  }

  @Endpoint({
    method: 'POST', path: NOTICE_ROUTES.createNotice, access: 'admin', invalidates: [NOTICES_TAG], audit: NOTICES_AUDIT.create,
    body: createNoticeSchema,
    summary: 'Post a notice (staff)',
    description:
      'Body { message, level? (info, important, urgent), linkUrl?, linkText?, startsAt?, endsAt? } (seconds or ISO dates). Without a start it ' +
      'runs from now; without an end, until midnight of the day it starts in the school\'s time zone. Response: { notice }.',
  })
  async create(@Body() input: CreateNotice): Promise<CreateNoticeResponse> {
    return { notice: await this.notices.create(input) };
  }

  @Endpoint({
    method: 'PUT', path: NOTICE_ROUTES.updateNotice, access: 'admin', invalidates: [NOTICES_TAG], audit: NOTICES_AUDIT.update,
    body: updateNoticeSchema,
    summary: 'Change a notice (staff)', description: 'Body { id, ...what changes }. Response: { notice }.',
  })
  async update(@Body() change: UpdateNotice): Promise<UpdateNoticeResponse> {
    return { notice: await this.notices.update(change) };
  }

  @Endpoint({
    method: 'POST', path: NOTICE_ROUTES.endNotice, access: 'admin', invalidates: [NOTICES_TAG], audit: NOTICES_AUDIT.end,
    body: noticeIdSchema, status: 200,
    summary: 'End a notice now (staff)', description: 'Body { id }: it leaves every page at once; 409 when it has ended already. Response: { notice }.',
  })
  async end(@Body() { id }: { id: string }): Promise<EndNoticeResponse> {
    return { notice: await this.notices.end(id) };
  }

  @Endpoint({
    method: 'DELETE', path: NOTICE_ROUTES.deleteNotice, access: 'admin', invalidates: [NOTICES_TAG], audit: NOTICES_AUDIT.remove,
    body: noticeIdSchema, status: 200,
    summary: 'Delete a notice (staff)', description: 'Body { id }. Response: { success: true, notice }.',
  })
  async remove(@Body() { id }: { id: string }): Promise<DeleteNoticeResponse> {
    return { success: true, notice: await this.notices.remove(id) };
  }
}
