import { Body, Controller, Ip, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  ACCOUNT_ROUTES,
  type ConfirmTwoStepSetupResponse,
  type CreateChildForResponse,
  type CreateChildResponse,
  type EndOtherSessionsResponse,
  type EndSessionResponse,
  type GetAccountPolicyResponse,
  type GetConsentRequestResponse,
  type GetInactiveUsersResponse,
  type GetMyAccountResponse,
  type GetSessionsResponse,
  type GiveConsentResponse,
  type RenewRecoveryCodesResponse,
  type ResetTwoStepResponse,
  type StartTwoStepSetupResponse,
  type TurnOffTwoStepResponse,
  type UpdateAccountPolicyResponse,
} from '@trailside/domain/account/account.contract';
import { ACCOUNT_SUCCESS } from '@trailside/domain/account/account.messages';
import {
  type ConfirmTwoStepInput,
  confirmTwoStepSchema,
  consentSchema,
  type ConsentInput,
  type CreateChild,
  createChildSchema,
  type PasswordConfirmationInput,
  passwordConfirmationSchema,
  type UpdateAccountPolicy,
  updateAccountPolicySchema,
} from '@trailside/domain/account/account.schema';
import type { MyData } from '@trailside/domain/account/account.types';
import { AUDIT } from '../../audit/audit-descriptions';
import type { SignedInAccount } from '../sign-in/account-cache.service';
import { CurrentUser } from '../../common/access/current-user.decorator';
import { PasswordAttemptLimit } from '../../common/rate-limit/rate-limit.guard';
import { SessionsService } from '../sign-in/sessions.service';
import { SettingsService } from '../../settings/settings.service';
import { UsersService } from './users.service';
import { AccountService } from './my-account.service';
import { ChildrenService, childView } from './children.service';
import { TwoStepService } from '../sign-in/two-step.service';
import { Endpoint } from '../../common/endpoint/endpoint.decorator';

/** My account (sign-ins, two-step sign-in, my data, my children), a parent's consent, and staff's account tools. */
@ApiTags('account')
@Controller()
export class AccountController {
  constructor(
    private readonly account: AccountService,
    private readonly sessions: SessionsService,
    private readonly twoStep: TwoStepService,
    private readonly children: ChildrenService,
    private readonly users: UsersService,
    private readonly settings: SettingsService,
    private readonly passwordAttempts: PasswordAttemptLimit,
  ) {}

  @Endpoint({
    method: 'GET', path: ACCOUNT_ROUTES.getMyAccount, access: 'signed-in',
    summary: 'My account', description: 'The signed-in person: { user, twoStep: { enabled, recoveryCodesLeft, required }, children, parent }.',
  })
  overview(@CurrentUser() actor: SignedInAccount): Promise<GetMyAccountResponse> {
    return this.account.overview(actor);
  }

  @Endpoint({
    method: 'GET', path: ACCOUNT_ROUTES.getSessions, access: 'signed-in',
    summary: 'Where I am signed in', description: 'Every sign-in of the account, last used first: { sessions: [{ id, device, createdAt, lastUsedAt, current }] }.',
  })
  async listSessions(@CurrentUser() actor: SignedInAccount): Promise<GetSessionsResponse> {
    return { sessions: await this.sessions.list(actor.id, actor.sessionId) };
  }

  @Endpoint({
    method: 'DELETE', path: ACCOUNT_ROUTES.endSession, access: 'signed-in',
    summary: 'End one of my sign-ins', description: 'Its token stops working on its next request. Another account\'s sign-in is 404. Response: { success, message }.',
  })
  async endSession(@CurrentUser() actor: SignedInAccount, @Param('id') id: string): Promise<EndSessionResponse> {
    await this.sessions.end(actor.id, id);
    return { success: true, message: ACCOUNT_SUCCESS.sessionEnded };
  }

  @Endpoint({
    method: 'POST', path: ACCOUNT_ROUTES.endOtherSessions, access: 'signed-in', status: 200,
    summary: 'Sign out everywhere else', description: 'Ends every sign-in of the account but this one. Response: { success, message, ended }.',
  })
  async endOthers(@CurrentUser() actor: SignedInAccount): Promise<EndOtherSessionsResponse> {
    return { success: true, message: ACCOUNT_SUCCESS.othersEnded, ended: await this.sessions.endOthers(actor.id, actor.sessionId) };
  }

  @Endpoint({
    method: 'POST', path: ACCOUNT_ROUTES.startTwoStepSetup, access: 'signed-in', status: 200,
    summary: 'Start setting up two-step sign-in',
    description: 'A new authenticator secret: { secret (base32), otpauthUrl } for the QR code. It takes over only once a code from it is confirmed. 409 when it is already on.',
  })
  async startSetup(@CurrentUser() actor: SignedInAccount): Promise<StartTwoStepSetupResponse> {
    return this.twoStep.start(await this.account.own(actor));
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
    const own = await this.account.own(actor);
    await this.account.confirmPassword(own, password, altcha);
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
    const own = await this.account.own(actor);
    await this.account.confirmPassword(own, password, altcha);
    await this.account.removeSecondFactor(actor, own);
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
    const own = await this.account.own(actor);
    await this.account.confirmPassword(own, password, altcha);
    return { recoveryCodes: await this.twoStep.renewRecoveryCodes(own) };
  }

  @Endpoint({
    method: 'GET', path: ACCOUNT_ROUTES.downloadMyData, access: 'signed-in',
    headers: { 'Content-Disposition': 'attachment; filename="my-trailside-data.json"', 'Cache-Control': 'no-store' },
    summary: 'Download my data',
    description: 'One JSON file of everything the school keeps about the signed-in person: the account, sign-ins, testimonials, comments, enquiries sent from its e-mail, and children linked to it. Nothing of anyone else\'s.',
  })
  download(@CurrentUser() actor: SignedInAccount): Promise<MyData> {
    return this.account.export(actor);
  }

  @Endpoint({
    method: 'POST', path: ACCOUNT_ROUTES.createChild, access: 'signed-in', body: createChildSchema,
    summary: "Make my child's account",
    description: 'A parent account only (403 otherwise). Body { email, password, fname, lname }: the child signs in with these; others see only the first name. Linked to the parent at once. Response: { child }.',
  })
  async createChild(@CurrentUser() actor: SignedInAccount, @Body() input: CreateChild): Promise<CreateChildResponse> {
    const child = await this.children.create(actor.id, input);
    return { child: childView(child, this.users.view(child).imageUrl) };
  }

  @Endpoint({
    method: 'GET', path: ACCOUNT_ROUTES.getConsentRequest, access: 'public',
    summary: "A child's consent request", description: 'What the consent link is about: { childName (first name), parentEmail, given }. 404 for an unknown link.',
  })
  consentRequest(@Param('token') token: string): Promise<GetConsentRequestResponse> {
    return this.children.describe(token);
  }

  @Endpoint({
    method: 'POST', path: ACCOUNT_ROUTES.giveConsent, access: 'signed-in', body: consentSchema, status: 200,
    summary: "Agree to a child's account",
    description:
      'Body { token } from the mailed link; the parent must be signed in with the e-mail the link went to (403 otherwise). The child is linked to them, ' +
      'and what the child wrote so far goes to the moderation queue. Response: { success, message, child }.',
  })
  async giveConsent(@CurrentUser() actor: SignedInAccount, @Body() input: ConsentInput): Promise<GiveConsentResponse> {
    const child = await this.children.give(await this.account.own(actor), input);
    return { success: true, message: ACCOUNT_SUCCESS.consentGiven, child };
  }

  @Endpoint({
    method: 'POST', path: ACCOUNT_ROUTES.createChildFor, access: 'admin', audit: AUDIT.account.createChild, body: createChildSchema,
    summary: "Make a child's account for a parent", description: 'Staff. The parent must be a parent account (409 otherwise). Body as POST /api/account/children. Response: { user }.',
  })
  async createChildFor(@Param('id') parentId: string, @Body() input: CreateChild): Promise<CreateChildForResponse> {
    return { user: this.users.view(await this.children.create(parentId, input)) };
  }

  @Endpoint({
    method: 'DELETE', path: ACCOUNT_ROUTES.resetTwoStep, access: 'god', audit: AUDIT.account.resetTwoStep,
    summary: "Reset someone's two-step sign-in",
    description: 'GOD only, audited: takes the second factor and recovery codes off another account, and ends its sign-ins; they set it up again at their next sign-in if the school requires it. Never the last GOD\'s (409). Response: { success, message, user }.',
  })
  async resetTwoStep(@CurrentUser() actor: SignedInAccount, @Param('id') id: string): Promise<ResetTwoStepResponse> {
    const target = await this.account.findAccount(id);
    await this.account.removeSecondFactor(actor, target);
    await this.sessions.endOthers(target.id, null);
    return { success: true, message: ACCOUNT_SUCCESS.twoStepReset, user: this.users.view(target) };
  }

  @Endpoint({
    method: 'GET', path: ACCOUNT_ROUTES.getInactiveUsers, access: 'admin',
    summary: 'Accounts past the keeping time',
    description: 'Staff. Accounts that have not signed in (or, never signed in, were made) more than the account settings\' inactiveAccountMonths ago, longest quiet first, for staff to review: nothing is removed by itself. Response: { accounts: [{ user, lastSeenAt }], months }.',
  })
  inactive(): Promise<GetInactiveUsersResponse> {
    return this.account.inactive();
  }

  @Endpoint({
    method: 'GET', path: ACCOUNT_ROUTES.getAccountPolicy, access: 'admin',
    summary: 'Account settings', description: 'Staff. { policy: { twoStepRequiredForStaff, inactiveAccountMonths } }.',
  })
  async policy(): Promise<GetAccountPolicyResponse> {
    return { policy: await this.settings.accountPolicy() };
  }

  @Endpoint({
    method: 'PUT', path: ACCOUNT_ROUTES.updateAccountPolicy, access: 'admin', audit: AUDIT.account.updatePolicy, body: updateAccountPolicySchema,
    summary: 'Change the account settings',
    description:
      'Staff; only a GOD changes twoStepRequiredForStaff, and turns it on only with two-step sign-in on their own account (409). Turning it on signs out every ' +
      'staff member without a second factor, to set one up at their next sign-in. inactiveAccountMonths: 1-120. Response: { policy }.',
  })
  async updatePolicy(@CurrentUser() actor: SignedInAccount, @Body() change: UpdateAccountPolicy): Promise<UpdateAccountPolicyResponse> {
    return { policy: await this.account.updatePolicy(actor, change) };
  }
}
