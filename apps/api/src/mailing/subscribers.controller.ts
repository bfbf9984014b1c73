import { Body, Controller, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type GetSubscribersApiResponse,
  MAIL_ROUTES,
  type PreviewLetterResponse,
  type RemoveSubscriberResponse,
  type SendTestLetterResponse,
} from '@trailside/domain/mail/mail.contract';
import { MAX_SUBSCRIBERS_LIMIT, type SubscriberId, subscriberIdSchema, type SubscribersQuery, subscribersQuerySchema } from '@trailside/domain/mail/mail.schema';
import { SUBSCRIBERS_AUDIT } from './subscribers.audit';
import { CurrentUser } from '../common/access/current-user.decorator';
import type { UserAccount } from '../identity/people/user-account.entity';
import { SubscribersService } from './subscribers.service';
import { Endpoint } from '../common/endpoint/endpoint.decorator';
import { queryParams } from '../common/validation/query-params';

/** The staff console's Subscribers view. Addresses are shown to staff only. */
@ApiTags('mail')
@Controller()
export class SubscribersController {
  constructor(private readonly subscribers: SubscribersService) {}

  @Endpoint({
    method: 'GET', path: MAIL_ROUTES.getSubscribers, access: 'admin',
    query: queryParams(subscribersQuerySchema, {
      q: 'Text the address contains, any case (at most 200 characters).',
      topic: 'Only confirmed subscribers of this topic.',
      limit: `1-${MAX_SUBSCRIBERS_LIMIT}, default 50.`,
      offset: 'How many to skip, default 0.',
    }),
    summary: 'Subscribers, searched and paged (staff)',
    description:
      'By address. Response: { subscribers: [{ id, email, topics, pending, confirmedAt, createdAt }], total, counts (confirmed per topic), ' +
      'limit, offset, nextOffset, lastLetter ({ at, recipients, nothingNew } or null), nextLetterAt }.',
  })
  list(@Query() query: SubscribersQuery): Promise<GetSubscribersApiResponse> {
    return this.subscribers.list(query);
  }

  @Endpoint({
    method: 'DELETE', path: MAIL_ROUTES.removeSubscriber, access: 'admin', audit: SUBSCRIBERS_AUDIT.remove, body: subscriberIdSchema, status: 200,
    summary: 'Remove a subscriber (staff)', description: 'Body { id }. Nothing more is sent to the address. Response: { success: true, subscriber }.',
  })
  async remove(@Body() { id }: SubscriberId): Promise<RemoveSubscriberResponse> {
    return { success: true, subscriber: await this.subscribers.remove(id) };
  }

  @Endpoint({
    method: 'POST', path: MAIL_ROUTES.sendTestLetter, access: 'admin', audit: SUBSCRIBERS_AUDIT.testLetter, status: 200,
    summary: 'Send me a test of the next weekly letter (staff)',
    description:
      "To the signed-in staff member's own address, as families will get it. 409 EMAIL_NOT_VERIFIED (and a link to verify goes out) " +
      'while that address is not verified. Response: { success: true, message }.',
  })
  sendTest(@CurrentUser() actor: UserAccount): Promise<SendTestLetterResponse> {
    return this.subscribers.sendTest(actor);
  }

  @Endpoint({
    method: 'GET', path: MAIL_ROUTES.previewLetter, access: 'admin', headers: { 'Cache-Control': 'no-store' },
    summary: 'The next weekly letter as families will see it (staff)',
    description: 'Made now, for the next letter time. Response: { preview: { subject, html, text, at, somethingNew } }.',
  })
  async preview(@CurrentUser() viewer: UserAccount): Promise<PreviewLetterResponse> {
    return { preview: await this.subscribers.preview(viewer) };
  }
}
