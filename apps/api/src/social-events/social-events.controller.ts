import { Body, Controller, Query, UploadedFile } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
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
  socialEventsQuerySchema,
  type SocialEventsQuery,
  type UpdateSocialEvent,
  updateSocialEventSchema,
} from '@trailside/domain/social-events/social-event.schema';
import { SocialEventsService } from './social-events.service';
import { SOCIAL_EVENTS_AUDIT } from './social-events.audit';
import { Endpoint } from '../common/endpoint/endpoint.decorator';
import { queryParams } from '../common/validation/query-params';

@ApiTags('social events')
@Controller()
export class SocialEventsController {
  constructor(private readonly events: SocialEventsService) {}

  @Endpoint({
    method: 'GET', path: SOCIAL_EVENT_ROUTES.getSocialEvents, access: 'public', cache: { tags: ['socialEvents'], sharedWithSignedIn: true },
    query: queryParams(socialEventsQuerySchema, { afterDate: 'Seconds since the epoch or an ISO date; expiry is judged as of then instead of now.' }),
    summary: 'Every event flyer (anyone)',
    description:
      'Anyone may call it. Response: { socialEvents, currentEvent, launched }: every flyer earliest first, each with `expired` ' +
      '(event date at or before now, or afterDate); `launched` when the earliest coming event\'s launch date has passed; ' +
      '`currentEvent` that event when launched, else null (the same rules as @trailside/domain/social-events/social-event.rules).',
  })
  list(@Query() { afterDate }: SocialEventsQuery): Promise<GetSocialEventsResponse> {
    return this.events.list(afterDate);
  }

  @Endpoint({
    method: 'POST', path: SOCIAL_EVENT_ROUTES.createSocialEvent, access: 'admin', invalidates: ['socialEvents'], audit: SOCIAL_EVENTS_AUDIT.create,
    body: createSocialEventSchema, upload: { picture: 'image' },
    summary: 'Add an event flyer (admins)',
    description:
      'Admins only. Multipart: title?, eventDate, launchDate? (seconds, ISO date or {seconds}; without a launch date the flyer goes up at once) ' +
      'as fields or a `payload` JSON field, and the flyer picture under `image`. Response: { socialEvent }, its `expired` judged as of now.',
  })
  async create(
    @Body() input: CreateSocialEvent,
    @UploadedFile() image?: Express.Multer.File,
  ): Promise<CreateSocialEventResponse> {
    return { socialEvent: this.events.view(await this.events.create(input, image?.path)) };
  }

  @Endpoint({
    method: 'PUT', path: SOCIAL_EVENT_ROUTES.updateSocialEvent, access: 'admin', invalidates: ['socialEvents'], audit: SOCIAL_EVENTS_AUDIT.update,
    body: updateSocialEventSchema, upload: { picture: 'image' },
    summary: 'Change an event flyer (admins)',
    description:
      'Admins only. Multipart like POST with the id and only what changes; a new `image` replaces the old picture, which is removed. ' +
      'Response: { socialEvent }, its `expired` judged as of now.',
  })
  async update(
    @Body() input: UpdateSocialEvent,
    @UploadedFile() image?: Express.Multer.File,
  ): Promise<UpdateSocialEventResponse> {
    return { socialEvent: this.events.view(await this.events.update(input, image?.path)) };
  }

  @Endpoint({
    method: 'DELETE', path: SOCIAL_EVENT_ROUTES.deleteSocialEvent, access: 'admin', invalidates: ['socialEvents'], audit: SOCIAL_EVENTS_AUDIT.remove,
    body: deleteSocialEventSchema, status: 200,
    summary: 'Delete an event flyer (admins)',
    description:
      'Admins only. Body { id, imagePath }: imagePath is ignored; the picture the database recorded is removed. ' +
      'Response: { success: true, socialEvent } (the deleted event).',
  })
  async remove(@Body() { id }: DeleteSocialEvent): Promise<DeleteSocialEventResponse> {
    return { success: true, socialEvent: this.events.view(await this.events.remove(id)) };
  }
}
