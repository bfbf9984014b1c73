import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  ACCOUNT_ROUTES,
  type GetAccountPolicyResponse,
  type GetInactiveUsersResponse,
  type UpdateAccountPolicyResponse,
} from '@trailside/domain/account/account.contract';
import { type UpdateAccountPolicy, updateAccountPolicySchema } from '@trailside/domain/account/account.schema';
import { ACCOUNT_POLICY_AUDIT } from './account-policy.audit';
import { CurrentUser } from '../../common/access/current-user.decorator';
import { Endpoint } from '../../common/endpoint/endpoint.decorator';
import { SettingsService } from '../../settings/settings.service';
import type { SignedInAccount } from '../sign-in/account-cache.service';
import { TwoStepPolicy } from '../sign-in/two-step-policy.service';
import { UsersService } from './users.service';

/** The school's account settings (two steps for staff, how long quiet accounts are kept) and the accounts past that time. */
@ApiTags('account')
@Controller()
export class AccountPolicyController {
  constructor(
    private readonly settings: SettingsService,
    private readonly twoStepPolicy: TwoStepPolicy,
    private readonly users: UsersService,
  ) {}

  @Endpoint({
    method: 'GET', path: ACCOUNT_ROUTES.getInactiveUsers, access: 'admin',
    summary: 'Accounts past the keeping time',
    description: 'Staff. Accounts that have not signed in (or, never signed in, were made) more than the account settings\' inactiveAccountMonths ago, longest quiet first, for staff to review: nothing is removed by itself. Response: { accounts: [{ user, lastSeenAt }], months }.',
  })
  inactive(): Promise<GetInactiveUsersResponse> {
    return this.users.inactive();
  }

  @Endpoint({
    method: 'GET', path: ACCOUNT_ROUTES.getAccountPolicy, access: 'admin',
    summary: 'Account settings', description: 'Staff. { policy: { twoStepRequiredForStaff, inactiveAccountMonths } }.',
  })
  async policy(): Promise<GetAccountPolicyResponse> {
    return { policy: await this.settings.accountPolicy() };
  }

  @Endpoint({
    method: 'PUT', path: ACCOUNT_ROUTES.updateAccountPolicy, access: 'admin', audit: ACCOUNT_POLICY_AUDIT.update, body: updateAccountPolicySchema,
    summary: 'Change the account settings',
    description:
      'Staff; only a GOD changes twoStepRequiredForStaff, and turns it on only with two-step sign-in on their own account (409). Turning it on signs out every ' +
      'staff member without a second factor, to set one up at their next sign-in. inactiveAccountMonths: 1-120. Response: { policy }.',
  })
  async updatePolicy(@CurrentUser() actor: SignedInAccount, @Body() change: UpdateAccountPolicy): Promise<UpdateAccountPolicyResponse> {
    return { policy: await this.twoStepPolicy.updatePolicy(actor, change) };
  }
}
