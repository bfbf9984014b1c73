import { Body, Controller, Query, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CONTACT_MESSAGES } from '@trailside/domain/contact/contact.schema';
import {
  type ConfirmSubscriptionApiResponse,
  type GetMailPreferencesResponse,
  MAIL_ROUTES,
  type SubscribeApiResponse,
  type UnsubscribeResponse,
  type UpdateMailPreferencesResponse,
} from '@trailside/domain/mail/mail.contract';
import {
  type MailToken,
  mailPreferencesQuerySchema,
  mailTokenSchema,
  type Subscribe,
  subscribeSchema,
  type Unsubscribe,
  unsubscribeSchema,
  type UpdateMailPreferences,
  updateMailPreferencesSchema,
  type UpdateMyMailPreferences,
  updateMyMailPreferencesSchema,
} from '@trailside/domain/mail/mail.schema';
import { MAIL_LINK_COOLDOWN_MINUTES, MAIL_LINK_DAYS, subscribeNeedsCaptcha, UNSOLICITED_MAILS_PER_ADDRESS_PER_DAY } from '@trailside/domain/mail/mail-sending.rules';
import { CurrentUser } from '../common/access/current-user.decorator';
import { problem } from '../common/errors/problem';
import { RateLimitGuard } from '../common/rate-limit/rate-limit.guard';
import { CaptchaService } from '../contact/captcha.service';
import type { UserAccount } from '../identity/people/user-account.entity';
import { MailPreferencesService } from './mail-preferences.service';
import { Endpoint } from '../common/endpoint/endpoint.decorator';
import { queryParams } from '../common/validation/query-params';

const PREFERENCES_SHAPE =
  '{ preferences: { email, topics: { news, weekly, notices }, pending (topics waiting for their confirmation link), account ' +
  '(null without an account, else { replies, approvals, itemsWaiting, newEnquiry }), staff, verified } }';

/**
 * Subscribing (double opt-in), and the preferences a mail's signed link opens: no password, and only ever the
 * address the link was mailed to. Each address may call these AUTH_RATE_LIMIT_PER_MINUTE times a minute.
 */
@ApiTags('mail')
@Controller()
@UseGuards(RateLimitGuard)
export class SubscriptionsController {
  constructor(
    private readonly preferences: MailPreferencesService,
    private readonly captcha: CaptchaService,
  ) {}

  @Endpoint({
    method: 'POST', path: MAIL_ROUTES.subscribe, access: 'public', body: subscribeSchema, status: 200,
    summary: 'Subscribe an address to News, This week or Notices',
    description:
      'Body { email, topics: ["news" | "weekly" | "notices", ...], altcha? }; altcha (a solved captcha from GET /api/captcha) is required ' +
      `unless a signed-in person asks for their own address. Nothing is sent until the link mailed to the address is followed (it works ${MAIL_LINK_DAYS} days; ` +
      `another is mailed at most every ${MAIL_LINK_COOLDOWN_MINUTES} minutes, and none past ${UNSOLICITED_MAILS_PER_ADDRESS_PER_DAY} mails in a day ` +
      'the address never asked for), and the answer is the same whether or not a link went or the address ' +
      'had subscribed: { success: true, message, subscribed: false }. A signed-in family subscribing their own verified address is ' +
      'subscribed at once: { subscribed: true }.',
  })
  async subscribe(@CurrentUser() actor: UserAccount | null, @Body() input: Subscribe): Promise<SubscribeApiResponse> {
    if (subscribeNeedsCaptcha(actor?.email, input.email)) {
      if (!input.altcha) throw problem(400, 'CAPTCHA_REQUIRED', CONTACT_MESSAGES.captcha);
      await this.captcha.verify(input.altcha);
    }
    return this.preferences.subscribe(actor, input);
  }

  @Endpoint({
    method: 'POST', path: MAIL_ROUTES.confirmSubscription, access: 'public', body: mailTokenSchema, status: 200,
    summary: 'Confirm a subscription with the mailed link',
    description:
      'Body { token }. The topics the link named start now; the address counts as verified for its account too. 400 LINK_INVALID, ' +
      'LINK_EXPIRED or LINK_OUTDATED with what to do. Response: { success: true, message, topics, preferencesToken }.',
  })
  confirm(@Body() { token }: MailToken): Promise<ConfirmSubscriptionApiResponse> {
    return this.preferences.confirm(token);
  }

  @Endpoint({
    method: 'GET', path: MAIL_ROUTES.getMailPreferences, access: 'public', headers: { 'Cache-Control': 'no-store' },
    query: queryParams(mailPreferencesQuerySchema, { token: "The token of a mail's preferences link." }),
    summary: 'What the address a mail went to gets', description: `The link is the key: no password. Response: ${PREFERENCES_SHAPE}.`,
  })
  async get(@Query() { token }: MailToken): Promise<GetMailPreferencesResponse> {
    return { preferences: await this.preferences.preferencesFor(token) };
  }

  @Endpoint({
    method: 'PUT', path: MAIL_ROUTES.updateMailPreferences, access: 'public', body: updateMailPreferencesSchema,
    summary: 'Change what the address a mail went to gets',
    description:
      'Body { token, topics?: { news?, weekly?, notices? }, account?: { replies?, approvals?, itemsWaiting?, newEnquiry? } }: only what ' +
      'changes. The link came to the mailbox, so a topic switched on starts at once; the two staff switches are for staff accounts ' +
      `(403 otherwise). Response: ${PREFERENCES_SHAPE} and message.`,
  })
  update(@Body() { token, ...change }: UpdateMailPreferences): Promise<UpdateMailPreferencesResponse> {
    return this.preferences.updateByToken(token, change);
  }

  @Endpoint({
    method: 'POST', path: MAIL_ROUTES.unsubscribe, access: 'public', body: unsubscribeSchema, status: 200,
    summary: 'Unsubscribe with a mail\'s link (the unsubscribe page\'s button)',
    description: `Body { token, topic } (a topic, an account switch, or "all"). Response: ${PREFERENCES_SHAPE} and message.`,
  })
  unsubscribe(@Body() { token, topic }: Unsubscribe): Promise<UnsubscribeResponse> {
    return this.preferences.unsubscribe(token, topic);
  }

  @Endpoint({
    method: 'GET', path: MAIL_ROUTES.getMyMailPreferences, access: 'signed-in', headers: { 'Cache-Control': 'no-store' },
    summary: 'What my own address gets', description: `Response: ${PREFERENCES_SHAPE}.`,
  })
  async mine(@CurrentUser() account: UserAccount): Promise<GetMailPreferencesResponse> {
    return { preferences: await this.preferences.myPreferences(account.id) };
  }

  @Endpoint({
    method: 'PUT', path: MAIL_ROUTES.updateMyMailPreferences, access: 'signed-in', body: updateMyMailPreferencesSchema,
    summary: 'Change what my own address gets',
    description:
      'Body { topics?, account? } as PUT /api/mail-preferences, without the token. A topic switched on for an address not verified yet ' +
      `waits for the link mailed to it. Response: ${PREFERENCES_SHAPE} and message.`,
  })
  updateMine(@CurrentUser() account: UserAccount, @Body() change: UpdateMyMailPreferences): Promise<UpdateMailPreferencesResponse> {
    return this.preferences.updateMine(account.id, change);
  }
}
