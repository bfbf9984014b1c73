import { Body, Controller, Get, HttpCode, Post, UploadedFile, UseGuards } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import {
  AUTH_ROUTES,
  type ForgotPasswordResponse,
  type GetMeResponse,
  type LoginResponse,
  type RegisterResponse,
  type ResetPasswordResponse,
} from '@trailside/domain/auth/auth.contract';
import {
  type ForgotPassword,
  forgotPasswordSchema,
  type Login,
  loginSchema,
  type ResetPassword,
  resetPasswordSchema,
} from '@trailside/domain/auth/auth.schema';
import { type SignUp, signUpSchema } from '@trailside/domain/users/user.schema';
import { toAuthUser } from '@trailside/domain/users/user.rules';
import { RESET_MAIL_COOLDOWN_MINUTES } from '@trailside/domain/auth/auth.messages';
import { Access } from '../common/access/access.decorator';
import { CurrentUser } from '../common/access/current-user.decorator';
import { RateLimitGuard } from '../common/rate-limit/rate-limit.guard';
import { ImageUpload } from '../common/storage/image-upload.decorator';
import { bodyDoc, multipartDoc } from '../common/validation/body-doc';
import { ZodBodyPipe } from '../common/validation/zod-body.pipe';
import type { UserAccount } from '../users/user-account.entity';
import { UsersService } from '../users/users.service';
import { AuthService } from './auth.service';

/** Sign-up, sign-in and password reset; each address may try only so often a minute. */
@ApiTags('auth')
@Controller()
@UseGuards(RateLimitGuard)
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly users: UsersService,
  ) {}

  @Post(AUTH_ROUTES.register)
  @Access('public')
  @ImageUpload('profileImage')
  @ApiBody(multipartDoc(signUpSchema, 'profileImage'))
  @ApiOperation({
    summary: 'Sign up',
    description:
      'Multipart with a JSON `payload` field (spec section 7) and an optional `profileImage`. Checked in order: user type, email, ' +
      'password, First Name, Last Name. Every sign-up is GENERAL (access level 3). Response: { authUser, user, token }.',
  })
  register(@Body(new ZodBodyPipe(signUpSchema)) input: SignUp, @UploadedFile() image?: Express.Multer.File): Promise<RegisterResponse> {
    return this.auth.register(input, image?.path);
  }

  @Post(AUTH_ROUTES.login)
  @Access('public')
  @HttpCode(200)
  @ApiBody(bodyDoc(loginSchema))
  @ApiOperation({
    summary: 'Sign in',
    description:
      'Body { email, password, altcha? }. Response: { authUser, user, token }. After five wrong passwords for an address within 15 ' +
      'minutes (an address with no account alike), each try needs `altcha`, a solved captcha from GET /api/captcha: without it 400 ' +
      'CAPTCHA_REQUIRED. The right password with the captcha always signs in.',
  })
  login(@Body(new ZodBodyPipe(loginSchema)) { email, password, altcha }: Login): Promise<LoginResponse> {
    return this.auth.login(email, password, altcha);
  }

  @Post(AUTH_ROUTES.forgotPassword)
  @Access('public')
  @HttpCode(200)
  @ApiBody(bodyDoc(forgotPasswordSchema))
  @ApiOperation({
    summary: 'Mail a password-reset link',
    description:
      'Answers at once 200 { success: true, message }, the same for every address, whether or not it has an account; the mail goes ' +
      'out from the outbox right after (retried while the mail server is down, within a day). The link works once, for an hour from ' +
      `when it is mailed, and only the newest mailed link works. Asking again within ${RESET_MAIL_COOLDOWN_MINUTES} minutes of a mail ` +
      'mails nothing more.',
  })
  forgotPassword(@Body(new ZodBodyPipe(forgotPasswordSchema)) { email }: ForgotPassword): Promise<ForgotPasswordResponse> {
    return this.auth.forgotPassword(email);
  }

  @Post(AUTH_ROUTES.resetPassword)
  @Access('public')
  @HttpCode(200)
  @ApiBody(bodyDoc(resetPasswordSchema))
  @ApiOperation({
    summary: 'Choose a new password with a mailed link',
    description: 'Body { token, password }. An unknown, used or expired token gets 400 with a message saying which. Signs out every session.',
  })
  resetPassword(@Body(new ZodBodyPipe(resetPasswordSchema)) { token, password }: ResetPassword): Promise<ResetPasswordResponse> {
    return this.auth.resetPassword(token, password);
  }

  @Get(AUTH_ROUTES.getMe)
  @Access('signed-in')
  @SkipThrottle()
  @ApiOperation({ summary: 'The signed-in user', description: 'Response: { authUser, user }.' })
  me(@CurrentUser() account: UserAccount): GetMeResponse {
    const user = this.users.view(account);
    return { authUser: toAuthUser(user), user };
  }
}
