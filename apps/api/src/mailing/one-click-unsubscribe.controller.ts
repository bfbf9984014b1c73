import { Controller, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ONE_CLICK_UNSUBSCRIBE_ROUTE, type UnsubscribeResponse } from '@trailside/domain/mail/mail.contract';
import { oneClickUnsubscribeSchema, type Unsubscribe } from '@trailside/domain/mail/mail.schema';
import { MailPreferencesService } from './mail-preferences.service';
import { Endpoint } from '../common/endpoint/endpoint.decorator';
import { queryParams } from '../common/validation/query-params';

/**
 * RFC 8058 one-click unsubscribe: every mail but a verification link or a reset names this address in its
 * List-Unsubscribe header, and a mail program POSTs `List-Unsubscribe=One-Click` to it. The query says who and
 * what; the body is not needed (some programs send none). A GET of the same address is the site's unsubscribe page.
 */
@ApiTags('mail')
@Controller()
export class OneClickUnsubscribeController {
  constructor(private readonly preferences: MailPreferencesService) {}

  @Endpoint({
    method: 'POST', path: ONE_CLICK_UNSUBSCRIBE_ROUTE, access: 'public', status: 200, headers: { 'Cache-Control': 'no-store' },
    query: queryParams(oneClickUnsubscribeSchema, {
      token: "The mail's signed preferences token.",
      topic: 'What the mail came for, and so what stops.',
    }),
    summary: 'One-click unsubscribe (RFC 8058), on the site\'s own address',
    description: 'POST /unsubscribe?token=...&topic=... with any body or none. No sign-in. Response: { preferences, message }.',
  })
  unsubscribe(@Query() { token, topic }: Unsubscribe): Promise<UnsubscribeResponse> {
    return this.preferences.unsubscribe(token, topic);
  }
}
