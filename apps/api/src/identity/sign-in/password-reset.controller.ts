import { Body, Controller, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AUTH_ROUTES, type ForgotPasswordResponse, type ResetPasswordResponse } from '@trailside/domain/auth/auth.contract';
import { RESET_MAIL_COOLDOWN_MINUTES } from '@trailside/domain/auth/auth.messages';
import { type ForgotPassword, forgotPasswordSchema, type ResetPassword, resetPasswordSchema } from '@trailside/domain/auth/auth.schema';
import { Endpoint } from '../../common/endpoint/endpoint.decorator';
import { RateLimitGuard } from '../../common/rate-limit/rate-limit.guard';
import { PasswordResetService } from './password-reset.service';

/** A forgotten password: the mailed link and the new password; each address may ask only so often a minute. */
@ApiTags('auth')
@Controller()
@UseGuards(RateLimitGuard)
export class PasswordResetController {
  constructor(private readonly passwordReset: PasswordResetService) {}

  @Endpoint({
    method: 'POST', path: AUTH_ROUTES.forgotPassword, access: 'public', body: forgotPasswordSchema, status: 200,
    summary: 'Mail a password-reset link',
    description:
      'Answers at once 200 { success: true, message }, the same for every address, whether or not it has an account; the mail goes ' +
      'out from the outbox right after (retried while the mail server is down, within a day). The link works once, for an hour from ' +
      `when it is mailed, and only the newest mailed link works. Asking again within ${RESET_MAIL_COOLDOWN_MINUTES} minutes of a mail ` +
      'mails nothing more.',
  })
  forgotPassword(@Body() { email }: ForgotPassword): Promise<ForgotPasswordResponse> {
    return this.passwordReset.forgotPassword(email);
  }

  @Endpoint({
    method: 'POST', path: AUTH_ROUTES.resetPassword, access: 'public', body: resetPasswordSchema, status: 200,
    summary: 'Choose a new password with a mailed link',
    description: 'Body { token, password }. An unknown, used or expired token gets 400 with a message saying which. Signs out every session.',
  })
  resetPassword(@Body() { token, password }: ResetPassword): Promise<ResetPasswordResponse> {
    return this.passwordReset.resetPassword(token, password);
  }
}
