import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, UploadedFile } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  type CreateSocialEventResponse,
  type DeleteSocialEventResponse,
  type GetSocialEventsResponse,
  SOCIAL_EVENT_ROUTES,
  type UpdateSocialEventResponse,
} from '@trailside/domain/social-events/social-event.contract';
import {
  type CreateSocialEvent,
  createSocialEventSchema,
  type DeleteSocialEvent,
  deleteSocialEventSchema,
  timestampInput,
  type UpdateSocialEvent,
  updateSocialEventSchema,
} from '@trailside/domain/social-events/social-event.schema';
import { validate } from '@trailside/domain/validation/validate';
import { Access } from '../common/access/access.decorator';
import { InvalidatesCache, PublicCache, SharedWithSignedIn } from '../common/http-cache/http-cache.decorators';
import { problem } from '../common/errors/problem';
import { ImageUpload } from '../common/storage/image-upload.decorator';
import { bodyDoc, multipartDoc } from '../common/validation/body-doc';
import { ZodBodyPipe } from '../common/validation/zod-body.pipe';
import { SocialEventsService } from './social-events.service';
import { AUDIT } from '../audit/audit-descriptions';
import { Audited } from '../audit/audited.decorator';

const afterDateSchema = timestampInput('afterDate').optional();

@ApiTags('social events')
@Controller()
export class SocialEventsController {
  constructor(private readonly events: SocialEventsService) {}

  @Get(SOCIAL_EVENT_ROUTES.getSocialEvents)
  @Access('public')
  @PublicCache('socialEvents')
  @SharedWithSignedIn()
  @ApiQuery({ name: 'afterDate', required: false, description: 'Seconds since the epoch or an ISO date; expiry is judged as of then instead of now.' })
  @ApiOperation({
    summary: 'Every event flyer (anyone)',
    description:
      'Anyone may call it. Response: { socialEvents, currentEvent, launched }: every flyer earliest first, each with `expired` ' +
      '(event date at or before now, or afterDate); `launched` when the earliest coming event\'s launch date has passed; ' +
      '`currentEvent` that event when launched, else null (the same rules as @trailside/domain/social-events/social-event.rules).',
  })
  list(@Query('afterDate') afterDate?: string): Promise<GetSocialEventsResponse> {
    const parsed = validate(afterDateSchema, afterDate);
    if (!parsed.ok) throw problem(400, 'VALIDATION_FAILED', `afterDate: ${parsed.message}`);
    return this.events.list(parsed.data);
  }

  @Post(SOCIAL_EVENT_ROUTES.createSocialEvent)
  @Access('admin')
  @Audited(AUDIT.socialEvents.create)
  @InvalidatesCache('socialEvents')
  @ImageUpload('image')
  @ApiBody(multipartDoc(createSocialEventSchema, 'image'))
  @ApiOperation({
    summary: 'Add an event flyer (admins)',
    description:
      'Admins only. Multipart: title?, eventDate, launchDate? (seconds, ISO date or {seconds}; without a launch date the flyer goes up at once) ' +
      'as fields or a `payload` JSON field, and the flyer picture under `image`. Response: { socialEvent }, its `expired` judged as of now.',
  })
  async create(
    @Body(new ZodBodyPipe(createSocialEventSchema)) input: CreateSocialEvent,
    @UploadedFile() image?: Express.Multer.File,
  ): Promise<CreateSocialEventResponse> {
    return { socialEvent: this.events.view(await this.events.create(input, image?.path)) };
  }

  @Put(SOCIAL_EVENT_ROUTES.updateSocialEvent)
  @Access('admin')
  @Audited(AUDIT.socialEvents.update)
  @InvalidatesCache('socialEvents')
  @ImageUpload('image')
  @ApiBody(multipartDoc(updateSocialEventSchema, 'image'))
  @ApiOperation({
    summary: 'Change an event flyer (admins)',
    description:
      'Admins only. Multipart like POST with the id and only what changes; a new `image` replaces the old picture, which is removed. ' +
      'Response: { socialEvent }, its `expired` judged as of now.',
  })
  async update(
    @Body(new ZodBodyPipe(updateSocialEventSchema)) input: UpdateSocialEvent,
    @UploadedFile() image?: Express.Multer.File,
  ): Promise<UpdateSocialEventResponse> {
    return { socialEvent: this.events.view(await this.events.update(input, image?.path)) };
  }

  @Delete(SOCIAL_EVENT_ROUTES.deleteSocialEvent)
  @Access('admin')
  @Audited(AUDIT.socialEvents.remove)
  @InvalidatesCache('socialEvents')
  @HttpCode(200)
  @ApiBody(bodyDoc(deleteSocialEventSchema))
  @ApiOperation({
    summary: 'Delete an event flyer (admins)',
    description:
      'Admins only. Body { id, imagePath }: imagePath is ignored; the picture the database recorded is removed. ' +
      'Response: { success: true, socialEvent } (the deleted event).',
  })
  async remove(@Body(new ZodBodyPipe(deleteSocialEventSchema)) { id }: DeleteSocialEvent): Promise<DeleteSocialEventResponse> {
    return { success: true, socialEvent: this.events.view(await this.events.remove(id)) };
  }
}
