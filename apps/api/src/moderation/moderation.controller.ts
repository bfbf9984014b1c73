import { Body, Controller, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type GetModerationQueueResponse,
  type GetModerationSummaryResponse,
  type ModerateItemsResponse,
  MODERATION_ROUTES,
} from '@trailside/domain/moderation/moderation.contract';
import { DEFAULT_MODERATION_QUEUE_LIMIT, MAX_MODERATION_QUEUE_LIMIT } from '@trailside/domain/moderation/moderation.rules';
import { type ModerateItems, moderateItemsSchema, type ModerationQueueQuery, moderationQueueQuerySchema } from '@trailside/domain/moderation/moderation.schema';
import { MODERATION_AUDIT } from './moderation.audit';
import { MODERATE_DESCRIPTION } from './moderation.docs';
import { ModerationService } from './moderation.service';
import { Endpoint } from '../common/endpoint/endpoint.decorator';
import { queryParams } from '../common/validation/query-params';

const STATES =
  'States: pending = not approved and not deleted; approved = approved and not deleted; rejected = deleted (the soft delete). ';

@ApiTags('moderation')
@Controller()
export class ModerationController {
  constructor(private readonly moderation: ModerationService) {}

  @Endpoint({
    method: 'GET', path: MODERATION_ROUTES.getModerationQueue, access: 'admin',
    query: queryParams(moderationQueueQuerySchema, {
      kind: 'Only comments or only testimonials; both when left out.',
      state: 'Default pending.',
      q: 'Text the item\'s text or its author\'s name contains, in any case (at most 200 characters).',
      limit: `1-${MAX_MODERATION_QUEUE_LIMIT}, default ${DEFAULT_MODERATION_QUEUE_LIMIT}.`,
      offset: 'How many matching items to skip, default 0.',
    }),
    summary: "The staff console's moderation inbox: comments and testimonials in one list",
    description:
      'Admins. Items matching kind, state and q, newest first (createdAt), limit of them from offset. ' +
      STATES +
      'Each item: { kind, id, state, approved, rejected, author, email (null when unknown), userId, text (whole), createdAt {seconds}, ' +
      'updatedAt {seconds}, context }; context is { blogId, blogTitle, docPath, replyTo: { id, author } | null } for a comment and ' +
      '{ page: "home" } for a testimonial. Response: { items, total (matching the whole filter), counts (per kind per state, for q alone), ' +
      'limit, offset, nextOffset (null on the last page) }. Change items with POST /api/moderation.',
  })
  queue(@Query() query: ModerationQueueQuery): Promise<GetModerationQueueResponse> {
    return this.moderation.queue(query);
  }

  @Endpoint({
    method: 'POST', path: MODERATION_ROUTES.moderateItems, access: 'admin',
    invalidates: ['comments', 'testimonials', 'blogs'], audit: MODERATION_AUDIT.moderate, body: moderateItemsSchema, status: 200,
    summary: 'Approve, reject, delete or restore comments and testimonials together, all or none', description: MODERATE_DESCRIPTION,
  })
  moderate(@Body() decision: ModerateItems): Promise<ModerateItemsResponse> {
    return this.moderation.moderate(decision);
  }

  @Endpoint({
    method: 'GET', path: MODERATION_ROUTES.getModerationSummary, access: 'admin', cache: { tags: ['comments', 'testimonials'] },
    summary: 'What awaits moderation, for polling',
    description:
      'Admins. Response: { pending: { comment, testimonial }, total, latest } where latest is the newest pending item\'s createdAt in seconds ' +
      '(null when nothing is pending): when it or total moves, new items came in. Cheap to poll every few seconds: counted once and reused ' +
      'until a comment or testimonial is written. Every answer has an ETag and Cache-Control: no-cache, so browsers revalidate by themselves; ' +
      'a client sending If-None-Match itself (with the last ETag) gets 304 with no body while it still holds, and should send ' +
      'Cache-Control: max-age=0 with it, since a request marked no-cache (which fetch adds to conditional requests) is answered in full.',
  })
  summary(): Promise<GetModerationSummaryResponse> {
    return this.moderation.summary();
  }
}
