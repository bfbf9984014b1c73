import { Body, Controller, Get, Header, HttpCode, Post, Put, Query, UseGuards } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
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
import { MAIL_LINK_COOLDOWN_MINUTES, MAIL_LINK_DAYS } from '@trailside/domain/mail/mail-sending.rules';
import { Access } from '../common/access/access.decorator';
import { CurrentUser } from '../common/access/current-user.decorator';
import { problem } from '../common/errors/problem';
import { RateLimitGuard } from '../common/rate-limit/rate-limit.guard';
import { bodyDoc } from '../common/validation/body-doc';
import { ZodBodyPipe } from '../common/validation/zod-body.pipe';
import { CaptchaService } from '../contact/captcha.service';
import type { UserAccount } from '../users/user-account.entity';
import { MailPreferencesService } from './mail-preferences.service';

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

  @Post(MAIL_ROUTES.subscribe)
  @Access('public')
  @HttpCode(200)
  @ApiBody(bodyDoc(subscribeSchema))
  @ApiOperation({
    summary: 'Subscribe an address to News, This week or Notices',
    description:
      'Body { email, topics: ["news" | "weekly" | "notices", ...], altcha? }; altcha (a solved captcha from GET /api/captcha) is required ' +
      `when nobody is signed in. Nothing is sent until the link mailed to the address is followed (it works ${MAIL_LINK_DAYS} days; ` +
      `another is mailed at most every ${MAIL_LINK_COOLDOWN_MINUTES} minutes), and the answer is the same whether or not the address ` +
      'had subscribed: { success: true, message, subscribed: false }. A signed-in family subscribing their own verified address is ' +
      'subscribed at once: { subscribed: true }.',
  })
  async subscribe(@CurrentUser() actor: UserAccount | null, @Body(new ZodBodyPipe(subscribeSchema)) input: Subscribe): Promise<SubscribeApiResponse> {
    if (!actor) {
      if (!input.altcha) throw problem(400, 'CAPTCHA_REQUIRED', CONTACT_MESSAGES.captcha);
      await this.captcha.verify(input.altcha);
    }
    return this.preferences.subscribe(actor, input);
  }

  @Post(MAIL_ROUTES.confirmSubscription)
  @Access('public')
  @HttpCode(200)
  @ApiBody(bodyDoc(mailTokenSchema))
  @ApiOperation({
    summary: 'Confirm a subscription with the mailed link',
    description:
      'Body { token }. The topics the link named start now; the address counts as verified for its account too. 400 LINK_INVALID, ' +
      'LINK_EXPIRED or LINK_OUTDATED with what to do. Response: { success: true, message, topics, preferencesToken }.',
  })
  confirm(@Body(new ZodBodyPipe(mailTokenSchema)) { token }: MailToken): Promise<ConfirmSubscriptionApiResponse> {
    return this.preferences.confirm(token);
  }

  @Get(MAIL_ROUTES.getMailPreferences)
  @Access('public')
  @Header('Cache-Control', 'no-store')
  @ApiQuery({ name: 'token', required: true, description: "The token of a mail's preferences link." })
  @ApiOperation({ summary: 'What the address a mail went to gets', description: `The link is the key: no password. Response: ${PREFERENCES_SHAPE}.` })
  async get(@Query(new ZodBodyPipe(mailPreferencesQuerySchema)) { token }: MailToken): Promise<GetMailPreferencesResponse> {
    return { preferences: await this.preferences.preferencesFor(token) };
  }

  @Put(MAIL_ROUTES.updateMailPreferences)
  @Access('public')
  @ApiBody(bodyDoc(updateMailPreferencesSchema))
  @ApiOperation({
    summary: 'Change what the address a mail went to gets',
    description:
      'Body { token, topics?: { news?, weekly?, notices? }, account?: { replies?, approvals?, itemsWaiting?, newEnquiry? } }: only what ' +
      'changes. The link came to the mailbox, so a topic switched on starts at once; the two staff switches are for staff accounts ' +
      `(403 otherwise). Response: ${PREFERENCES_SHAPE} and message.`,
  })
  update(@Body(new ZodBodyPipe(updateMailPreferencesSchema)) { token, ...change }: UpdateMailPreferences): Promise<UpdateMailPreferencesResponse> {
    return this.preferences.updateByToken(token, change);
  }

  @Post(MAIL_ROUTES.unsubscribe)
  @Access('public')
  @HttpCode(200)
  @ApiBody(bodyDoc(unsubscribeSchema))
  @ApiOperation({
    summary: 'Unsubscribe with a mail\'s link (the unsubscribe page\'s button)',
    description: `Body { token, topic } (a topic, an account switch, or "all"). Response: ${PREFERENCES_SHAPE} and message.`,
  })
  unsubscribe(@Body(new ZodBodyPipe(unsubscribeSchema)) { token, topic }: Unsubscribe): Promise<UnsubscribeResponse> {
    return this.preferences.unsubscribe(token, topic);
  }

  @Get(MAIL_ROUTES.getMyMailPreferences)
  @Access('signed-in')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'What my own address gets', description: `Response: ${PREFERENCES_SHAPE}.` })
  async mine(@CurrentUser() account: UserAccount): Promise<GetMailPreferencesResponse> {
    return { preferences: await this.preferences.myPreferences(account.id) };
  }

  @Put(MAIL_ROUTES.updateMyMailPreferences)
  @Access('signed-in')
  @ApiBody(bodyDoc(updateMyMailPreferencesSchema))
  @ApiOperation({
    summary: 'Change what my own address gets',
    description:
      'Body { topics?, account? } as PUT /api/mail-preferences, without the token. A topic switched on for an address not verified yet ' +
      `waits for the link mailed to it. Response: ${PREFERENCES_SHAPE} and message.`,
  })
  updateMine(@CurrentUser() account: UserAccount, @Body(new ZodBodyPipe(updateMyMailPreferencesSchema)) change: UpdateMyMailPreferences): Promise<UpdateMailPreferencesResponse> {
    return this.preferences.updateMine(account.id, change);
  }
}
