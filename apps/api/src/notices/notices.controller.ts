import { Body, Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
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
import { AUDIT } from '../audit/audit-descriptions';
import { Audited } from '../audit/audited.decorator';
import { Access } from '../common/access/access.decorator';
import { InvalidatesCache, PublicCache, SharedWithSignedIn } from '../common/http-cache/http-cache.decorators';
import { bodyDoc } from '../common/validation/body-doc';
import { ZodBodyPipe } from '../common/validation/zod-body.pipe';
import { NOTICES_TAG, NoticesService } from './notices.service';

@ApiTags('notices')
@Controller()
export class NoticesController {
  constructor(private readonly notices: NoticesService) {}

  @Get(NOTICE_ROUTES.getNotices)
  @Access('public')
  @PublicCache(NOTICES_TAG)
  @SharedWithSignedIn()
  @ApiOperation({
    summary: 'The notices running now (anyone)',
    description:
      'Response: { notices }: every notice whose start has come and whose end has not, urgent first. A kept copy never outlives the ' +
      'next start or end of any notice, on any instance (see the http-cache README).',
  })
  async current(): Promise<GetNoticesResponse> {
    return { notices: await this.notices.running() };
  }

  @Get(NOTICE_ROUTES.getAllNotices)
  @Access('admin')
  @ApiOperation({ summary: 'Every notice (staff)', description: 'Scheduled, running and ended notices, the latest start first. Response: { notices }.' })
  async all(): Promise<GetAllNoticesResponse> {
    return { notices: await this.notices.all() };
  }

  @Post(NOTICE_ROUTES.createNotice)
  @Access('admin')
  @Audited(AUDIT.notices.create)
  @InvalidatesCache(NOTICES_TAG)
  @ApiBody(bodyDoc(createNoticeSchema))
  @ApiOperation({
    summary: 'Post a notice (staff)',
    description:
      'Body { message, level? (info, important, urgent), linkUrl?, linkText?, startsAt?, endsAt? } (seconds or ISO dates). Without a start it ' +
      'runs from now; without an end, until midnight of the day it starts in the school\'s time zone. Response: { notice }.',
  })
  async create(@Body(new ZodBodyPipe(createNoticeSchema)) input: CreateNotice): Promise<CreateNoticeResponse> {
    return { notice: await this.notices.create(input) };
  }

  @Put(NOTICE_ROUTES.updateNotice)
  @Access('admin')
  @Audited(AUDIT.notices.update)
  @InvalidatesCache(NOTICES_TAG)
  @ApiBody(bodyDoc(updateNoticeSchema))
  @ApiOperation({ summary: 'Change a notice (staff)', description: 'Body { id, ...what changes }. Response: { notice }.' })
  async update(@Body(new ZodBodyPipe(updateNoticeSchema)) change: UpdateNotice): Promise<UpdateNoticeResponse> {
    return { notice: await this.notices.update(change) };
  }

  @Post(NOTICE_ROUTES.endNotice)
  @Access('admin')
  @Audited(AUDIT.notices.end)
  @InvalidatesCache(NOTICES_TAG)
  @HttpCode(200)
  @ApiBody(bodyDoc(noticeIdSchema))
  @ApiOperation({ summary: 'End a notice now (staff)', description: 'Body { id }: it leaves every page at once; 409 when it has ended already. Response: { notice }.' })
  async end(@Body(new ZodBodyPipe(noticeIdSchema)) { id }: { id: string }): Promise<EndNoticeResponse> {
    return { notice: await this.notices.end(id) };
  }

  @Delete(NOTICE_ROUTES.deleteNotice)
  @Access('admin')
  @Audited(AUDIT.notices.remove)
  @InvalidatesCache(NOTICES_TAG)
  @HttpCode(200)
  @ApiBody(bodyDoc(noticeIdSchema))
  @ApiOperation({ summary: 'Delete a notice (staff)', description: 'Body { id }. Response: { success: true, notice }.' })
  async remove(@Body(new ZodBodyPipe(noticeIdSchema)) { id }: { id: string }): Promise<DeleteNoticeResponse> {
    return { success: true, notice: await this.notices.remove(id) };
  }
}
