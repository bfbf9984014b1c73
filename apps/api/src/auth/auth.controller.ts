import { Body, Controller, Get, HttpCode, HttpStatus, Post, Res, UploadedFile, UseGuards } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SkipThrottle, ThrottlerGuard } from '@nestjs/throttler';
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
import type { Response } from 'express';
import { Access } from '../common/access/access.decorator';
import { CurrentUser } from '../common/access/current-user.decorator';
import { ImageUpload } from '../common/storage/image-upload.decorator';
import { bodyDoc, multipartDoc } from '../common/validation/body-doc';
import { ZodBodyPipe } from '../common/validation/zod-body.pipe';
import type { UserAccount } from '../users/user-account.entity';
import { UsersService } from '../users/users.service';
import { AuthService } from './auth.service';

/** Sign-up, sign-in and password reset; each address may try only so often a minute. */
@ApiTags('auth')
@Controller()
@UseGuards(ThrottlerGuard)
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
    description: `Response: { authUser, user, token }. After five wrong passwords in a row the account waits 15 minutes (429).`,
  })
  login(@Body(new ZodBodyPipe(loginSchema)) { email, password }: Login): Promise<LoginResponse> {
    return this.auth.login(email, password);
  }

  @Post(AUTH_ROUTES.forgotPassword)
  @Access('public')
  @HttpCode(200)
  @ApiBody(bodyDoc(forgotPasswordSchema))
  @ApiOperation({
    summary: 'Mail a password-reset link',
    description:
      'Answers 200 { success: true, message, mailed: true } whether or not the email has an account. The link works once, for an hour ' +
      'from when it is mailed. If the mail server cannot be reached, the request is kept and mailed when it is back (within a day), and ' +
      'the answer is 202 with mailed: false and a message that says so.',
  })
  async forgotPassword(
    @Body(new ZodBodyPipe(forgotPasswordSchema)) { email }: ForgotPassword,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ForgotPasswordResponse> {
    const answer = await this.auth.forgotPassword(email);
    response.status(answer.mailed ? HttpStatus.OK : HttpStatus.ACCEPTED);
    return answer;
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
