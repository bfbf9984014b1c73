import { Body, Controller, Ip, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  ACCOUNT_ROUTES,
  type ConfirmTwoStepSetupResponse,
  type RenewRecoveryCodesResponse,
  type ResetTwoStepResponse,
  type StartTwoStepSetupResponse,
  type TurnOffTwoStepResponse,
} from '@trailside/domain/account/account.contract';
import { ACCOUNT_SUCCESS } from '@trailside/domain/account/account.messages';
import {
  type ConfirmTwoStepInput,
  confirmTwoStepSchema,
  type PasswordConfirmationInput,
  passwordConfirmationSchema,
} from '@trailside/domain/account/account.schema';
import { TWO_STEP_AUDIT } from './two-step.audit';
import { CurrentUser } from '../../common/access/current-user.decorator';
import { Endpoint } from '../../common/endpoint/endpoint.decorator';
import { PasswordAttemptLimit } from '../../common/rate-limit/rate-limit.guard';
import { UsersService } from '../people/users.service';
import type { SignedInAccount } from './account-cache.service';
import { SessionsService } from './sessions.service';
import { SignInAttemptsService } from './sign-in-attempts.service';
import { TwoStepPolicy } from './two-step-policy.service';
import { TwoStepService } from './two-step.service';

/** Two-step sign-in on one's own account (My account), and a GOD's reset of someone else's. */
@ApiTags('account')
@Controller()
export class TwoStepController {
  constructor(
    private readonly twoStep: TwoStepService,
    private readonly twoStepPolicy: TwoStepPolicy,
    private readonly sessions: SessionsService,
    private readonly attempts: SignInAttemptsService,
    private readonly users: UsersService,
    private readonly passwordAttempts: PasswordAttemptLimit,
  ) {}

  @Endpoint({
    method: 'POST', path: ACCOUNT_ROUTES.startTwoStepSetup, access: 'signed-in', status: 200,
    summary: 'Start setting up two-step sign-in',
    description: 'A new authenticator secret: { secret (base32), otpauthUrl } for the QR code. It takes over only once a code from it is confirmed. 409 when it is already on.',
  })
  async startSetup(@CurrentUser() actor: SignedInAccount): Promise<StartTwoStepSetupResponse> {
    return this.twoStep.start(await this.users.find(actor.id));
  }

  @Endpoint({
    method: 'POST', path: ACCOUNT_ROUTES.confirmTwoStepSetup, access: 'signed-in', body: confirmTwoStepSchema, status: 200,
    summary: 'Turn two-step sign-in on',
    description:
      'Body { code, password, altcha? }: the first code the app shows, and the account\'s password (counted like sign-in failures). ' +
      'A code that does not match gets 403 CODE_WRONG (the set-up stays open to try again; wrong codes count towards the code step\'s ' +
      'pause). Every other sign-in ends. Response: { recoveryCodes } (ten, shown once; only their hashes are kept).',
  })
  async confirmSetup(
    @CurrentUser() actor: SignedInAccount,
    @Body() { code, password, altcha }: ConfirmTwoStepInput & { code: string },
    @Ip() address: string,
  ): Promise<ConfirmTwoStepSetupResponse> {
    await this.passwordAttempts.count(address);
    const own = await this.users.find(actor.id);
    await this.attempts.confirmPassword(own, password, altcha);
    const recoveryCodes = await this.twoStep.confirm(own, code);
    await this.sessions.endOthers(own.id, actor.sessionId);
    return { recoveryCodes };
  }

  @Endpoint({
    method: 'POST', path: ACCOUNT_ROUTES.turnOffTwoStep, access: 'signed-in', body: passwordConfirmationSchema, status: 200,
    summary: 'Turn two-step sign-in off',
    description:
      'Body { password, altcha? }. Refused (409) for the last GOD and, while the school requires it, for staff. Every other sign-in ends. Response: { success, message }.',
  })
  async turnOff(
    @CurrentUser() actor: SignedInAccount,
    @Body() { password, altcha }: PasswordConfirmationInput,
    @Ip() address: string,
  ): Promise<TurnOffTwoStepResponse> {
    await this.passwordAttempts.count(address);
    const own = await this.users.find(actor.id);
    await this.attempts.confirmPassword(own, password, altcha);
    await this.twoStepPolicy.turnOffOwn(own);
    await this.sessions.endOthers(own.id, actor.sessionId);
    return { success: true, message: ACCOUNT_SUCCESS.twoStepOff };
  }

  @Endpoint({
    method: 'POST', path: ACCOUNT_ROUTES.renewRecoveryCodes, access: 'signed-in', body: passwordConfirmationSchema, status: 200,
    summary: 'New recovery codes', description: 'Body { password, altcha? }. Ten new codes; the old ones stop working. Response: { recoveryCodes }.',
  })
  async renewCodes(
    @CurrentUser() actor: SignedInAccount,
    @Body() { password, altcha }: PasswordConfirmationInput,
    @Ip() address: string,
  ): Promise<RenewRecoveryCodesResponse> {
    await this.passwordAttempts.count(address);
    const own = await this.users.find(actor.id);
    await this.attempts.confirmPassword(own, password, altcha);
    return { recoveryCodes: await this.twoStep.renewRecoveryCodes(own) };
  }

  @Endpoint({
    method: 'DELETE', path: ACCOUNT_ROUTES.resetTwoStep, access: { permission: 'user.resetTwoStep' }, audit: TWO_STEP_AUDIT.reset,
    summary: "Reset someone's two-step sign-in",
    description: 'GOD only, audited: takes the second factor and recovery codes off another account, and ends its sign-ins; they set it up again at their next sign-in if the school requires it. Never the last GOD\'s (409). Response: { success, message, user }.',
  })
  async resetTwoStep(@CurrentUser() actor: SignedInAccount, @Param('id') id: string): Promise<ResetTwoStepResponse> {
    const target = await this.twoStepPolicy.reset(actor, id);
    await this.sessions.endOthers(target.id, null);
    return { success: true, message: ACCOUNT_SUCCESS.twoStepReset, user: this.users.view(target) };
  }
}
