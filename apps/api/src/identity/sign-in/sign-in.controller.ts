import { Body, Controller, Headers, UploadedFile, UseGuards } from '@nestjs/common';
import { ACCOUNT_ROUTES, type ConfirmRequiredSetupResponse, type RequiredSetupResponse, type SecondStepResponse } from '@trailside/domain/account/account.contract';
import {
  confirmSetupWithTicketSchema,
  type SecondStep,
  secondStepSchema,
  setupTicketSchema,
} from '@trailside/domain/account/account.schema';
import { ApiTags } from '@nestjs/swagger';
import { AUTH_ROUTES, type GetMeResponse, type LoginResponse, type RegisterResponse } from '@trailside/domain/auth/auth.contract';
import { type Login, loginSchema } from '@trailside/domain/auth/auth.schema';
import { type SignUp, signUpSchema } from '@trailside/domain/users/user.schema';
import { toAuthUser } from '@trailside/domain/users/user.rules';
import { UNSOLICITED_MAILS_PER_ADDRESS_PER_DAY } from '@trailside/domain/mail/mail-sending.rules';
import { CurrentUser } from '../../common/access/current-user.decorator';
import { RateLimitGuard } from '../../common/rate-limit/rate-limit.guard';
import type { UserAccount } from '../people/user-account.entity';
import { UsersService } from '../people/users.service';
import { SignInService } from './sign-in.service';
import { Endpoint } from '../../common/endpoint/endpoint.decorator';

/** Sign-up and sign-in, step by step, and who is signed in; each address may try only so often a minute. */
@ApiTags('auth')
@Controller()
@UseGuards(RateLimitGuard)
export class SignInController {
  constructor(
    private readonly signIn: SignInService,
    private readonly users: UsersService,
  ) {}

  @Endpoint({
    method: 'POST', path: AUTH_ROUTES.register, access: 'public', body: signUpSchema, upload: { picture: 'profileImage' },
    summary: 'Sign up',
    description:
      'Multipart with a JSON `payload` field (spec section 7) and an optional `profileImage`. Checked in order: user type, email, ' +
      'password, First Name, Last Name; a child also gives parentEmail and altcha (a solved captcha from GET /api/captcha: 400 ' +
      'CAPTCHA_REQUIRED without it), and the parent is mailed a link to agree: until then nothing ' +
      'the child writes reaches the moderation queue. The links to verify the address and to agree count towards the ' +
      `${UNSOLICITED_MAILS_PER_ADDRESS_PER_DAY} mails a day an address may get without asking: past them none goes. ` +
      'Every sign-up is GENERAL (access level 3). Response: { authUser, user, token }, and for a child consentRequest: ' +
      "{ parentEmail, state: 'mailed' | 'not-mailed' } (not mailed: the parent agrees from My account once signed in with that address).",
  })
  register(
    @Body() input: SignUp,
    @Headers('user-agent') userAgent: string | undefined,
    @UploadedFile() image?: Express.Multer.File,
  ): Promise<RegisterResponse> {
    return this.signIn.register(input, image?.path, userAgent);
  }

  @Endpoint({
    method: 'POST', path: AUTH_ROUTES.login, access: 'public', body: loginSchema, status: 200,
    summary: 'Sign in',
    description:
      'Body { email, password, altcha? }. Response: { authUser, user, token }. After five wrong passwords for an address within 15 ' +
      'minutes (an address with no account alike), each try needs `altcha`, a solved captcha from GET /api/captcha: without it 400 ' +
      'CAPTCHA_REQUIRED. The right password with the captcha always signs in. An account with two-step sign-in answers ' +
      '{ secondStep: "code", ticket } instead (then POST /api/auth/login/code); a staff member without it while the school requires it ' +
      '{ secondStep: "setup", ticket } (then POST /api/auth/login/setup and /confirm).',
  })
  login(@Body() { email, password, altcha }: Login, @Headers('user-agent') userAgent: string | undefined): Promise<LoginResponse> {
    return this.signIn.login(email, password, altcha, userAgent);
  }

  @Endpoint({
    method: 'POST', path: ACCOUNT_ROUTES.submitSecondStep, access: 'public', body: secondStepSchema, status: 200,
    summary: 'Sign in, second step',
    description:
      'Body { ticket, code } or { ticket, recoveryCode }: the ticket from the password step (10 minutes) and a code from the authenticator ' +
      'app (one 30-second step of clock drift either side; each code works once) or an unused recovery code. After five wrong codes within ' +
      '15 minutes the step pauses for 15 minutes (429 TWO_STEP_LOCKED, Retry-After). Response: { authUser, user, token }.',
  })
  secondStep(@Body() input: SecondStep, @Headers('user-agent') userAgent: string | undefined): Promise<SecondStepResponse> {
    return this.signIn.secondStep(input, userAgent);
  }

  @Endpoint({
    method: 'POST', path: ACCOUNT_ROUTES.startRequiredSetup, access: 'public', body: setupTicketSchema, status: 200,
    summary: 'Sign in: set up the required two-step sign-in',
    description: 'Body { ticket } from a password step that answered secondStep "setup". Response: { secret, otpauthUrl } for the QR code.',
  })
  startRequiredSetup(@Body() { ticket }: { ticket: string }): Promise<RequiredSetupResponse> {
    return this.signIn.startRequiredSetup(ticket);
  }

  @Endpoint({
    method: 'POST', path: ACCOUNT_ROUTES.confirmRequiredSetup, access: 'public', body: confirmSetupWithTicketSchema, status: 200,
    summary: 'Sign in: confirm the required two-step sign-in',
    description:
      'Body { ticket, code }: the first code the app shows turns it on and signs in (a code that does not match: 403 CODE_WRONG). ' +
      'Response: { authUser, user, token, recoveryCodes } (shown once).',
  })
  confirmRequiredSetup(
    @Body() { ticket, code }: { ticket: string; code: string },
    @Headers('user-agent') userAgent: string | undefined,
  ): Promise<ConfirmRequiredSetupResponse> {
    return this.signIn.confirmRequiredSetup(ticket, code, userAgent);
  }

  @Endpoint({
    method: 'GET', path: AUTH_ROUTES.getMe, access: 'signed-in', rateLimit: 'none',
    summary: 'The signed-in user', description: 'Response: { authUser, user }.',
  })
  me(@CurrentUser() account: UserAccount): GetMeResponse {
    const user = this.users.view(account);
    return { authUser: toAuthUser(user), user };
  }
}
