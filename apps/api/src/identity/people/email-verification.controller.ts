import { Body, Controller, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { MAIL_ROUTES, type ResendVerificationResponse, type VerifyEmailApiResponse } from '@trailside/domain/mail/mail.contract';
import { type MailToken, mailTokenSchema } from '@trailside/domain/mail/mail.schema';
import { MAIL_LINK_COOLDOWN_MINUTES, MAIL_LINK_DAYS, UNSOLICITED_MAILS_PER_ADDRESS_PER_DAY } from '@trailside/domain/mail/mail-sending.rules';
import { CurrentUser } from '../../common/access/current-user.decorator';
import { RateLimitGuard } from '../../common/rate-limit/rate-limit.guard';
import type { UserAccount } from './user-account.entity';
import { EmailVerificationService } from './email-verification.service';
import { Endpoint } from '../../common/endpoint/endpoint.decorator';

/** Verifying an account's address by the link mailed to it (a new account, a changed address). */
@ApiTags('auth')
@Controller()
@UseGuards(RateLimitGuard)
export class EmailVerificationController {
  constructor(private readonly verification: EmailVerificationService) {}

  @Endpoint({
    method: 'POST', path: MAIL_ROUTES.verifyEmail, access: 'public', body: mailTokenSchema, status: 200,
    summary: "Verify an account's e-mail address with the mailed link",
    description:
      `Body { token } from the link (valid ${MAIL_LINK_DAYS} days, and only for the address it was sent to). 400 LINK_INVALID, LINK_EXPIRED ` +
      'or LINK_OUTDATED (the account has another address now) with a message saying what to do. Response: { success: true, message }.',
  })
  verify(@Body() { token }: MailToken): Promise<VerifyEmailApiResponse> {
    return this.verification.verify(token);
  }

  @Endpoint({
    method: 'POST', path: MAIL_ROUTES.resendVerification, access: 'signed-in', status: 200,
    summary: 'Mail a new link to verify my address',
    description:
      `Nothing more is sent while a link waits or within ${MAIL_LINK_COOLDOWN_MINUTES} minutes of one, nor past ${UNSOLICITED_MAILS_PER_ADDRESS_PER_DAY} ` +
      'mails in a day the address never asked for (links to verify or confirm, requests to agree to a child\'s account); the answer is the same ' +
      'either way. Response: { success: true, message }.',
  })
  resend(@CurrentUser() account: UserAccount): Promise<ResendVerificationResponse> {
    return this.verification.resend(account.id);
  }
}
