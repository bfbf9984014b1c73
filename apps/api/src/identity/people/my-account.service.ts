import { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { ACCOUNT_ERRORS } from '@trailside/domain/account/account.messages';
import type { UpdateAccountPolicy } from '@trailside/domain/account/account.schema';
import type { InactiveAccount, MyAccount, MyData } from '@trailside/domain/account/account.types';
import { inactiveSince } from '@trailside/domain/account/retention.rules';
import { type AccountPolicy, secondFactorRemovalRefusal, type SecondFactorRefusal, twoStepRequiredFor } from '@trailside/domain/account/two-step.rules';
import { isGod, whereStaff } from '@trailside/domain/users/access-level';
import { USER_ERRORS } from '@trailside/domain/users/user.messages';
import type { Actor } from '@trailside/domain/users/user.rules';
import { SignInAttemptsService } from '../sign-in/sign-in-attempts.service';
import { verifyPassword } from '../sign-in/password';
import { problem } from '../../common/errors/problem';
import { PersonalDataService } from '../../common/personal-data/personal-data.service';
import { SessionsService } from '../sign-in/sessions.service';
import { SettingsService } from '../../settings/settings.service';
import { UserAccount } from './user-account.entity';
import { UsersService } from './users.service';
import { childView } from './children.service';
import { TwoStepService } from '../sign-in/two-step.service';

const REFUSALS: Record<SecondFactorRefusal, () => Error> = {
  'last-god': () => problem(409, 'LAST_GOD', ACCOUNT_ERRORS.lastGod),
  required: () => problem(409, 'TWO_STEP_REQUIRED', ACCOUNT_ERRORS.required),
  'not-allowed': () => problem(403, 'FORBIDDEN', ACCOUNT_ERRORS.godOnlyReset),
};

/** My account: what one person sees and does about their own account, and the school's account settings. */
@Injectable()
export class AccountService {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly twoStep: TwoStepService,
    private readonly settings: SettingsService,
    private readonly personalData: PersonalDataService,
    private readonly attempts: SignInAttemptsService,
  ) {}

  /** The signed-in person's account, fresh from the database (the request's copy is a few seconds' cache). */
  async own(actor: Actor): Promise<UserAccount> {
    const account = await this.em.findOne(UserAccount, { id: actor.id });
    if (!account) throw problem(404, 'NOT_FOUND', USER_ERRORS.notFound);
    return account;
  }

  async overview(actor: Actor): Promise<MyAccount> {
    const account = await this.own(actor);
    const policy = await this.settings.accountPolicy();
    const children = await this.users.childrenOf(account.id);
    const parent = account.parentId ? await this.em.findOne(UserAccount, { id: account.parentId }) : null;
    return {
      user: this.users.view(account),
      twoStep: {
        enabled: account.totpSecret !== null,
        recoveryCodesLeft: await this.twoStep.recoveryCodesLeft(account.id),
        required: twoStepRequiredFor(account.accessLevel, policy),
      },
      children: children.map((child) => childView(child, this.users.view(child).imageUrl)),
      parent: parent ? { id: parent.id, name: `${parent.fname} ${parent.lname}`.trim() } : null,
    };
  }

  /** The person's own password, counted like a sign-in (the captcha after five wrong ones). */
  async confirmPassword(account: UserAccount, password: string, altcha?: string): Promise<void> {
    if (!(await this.attempts.passwordMatches(account.email, altcha, () => verifyPassword(password, account.passwordHash)))) {
      throw problem(403, 'WRONG_PASSWORD', ACCOUNT_ERRORS.wrongPassword);
    }
  }

  /** Everything the school keeps about this person, and nothing of anyone else's. */
  async export(actor: Actor): Promise<MyData> {
    const account = await this.own(actor);
    const parts = await this.personalData.exportFor(account, this.em);
    const children = await this.users.childrenOf(account.id);
    return {
      exportedAt: new Date().toISOString(),
      account: this.users.view(account),
      sessions: await this.sessions.exportFor(account.id),
      ...parts,
      children: children.map((child) => childView(child, this.users.view(child).imageUrl)),
    };
  }

  /** Takes a second factor off: the owner turning it off, or a GOD resetting someone else's (audited). */
  async removeSecondFactor(actor: Actor, target: UserAccount): Promise<void> {
    const refusal = secondFactorRemovalRefusal(actor, target, await this.users.countGods(), await this.settings.accountPolicy());
    if (refusal) throw REFUSALS[refusal]();
    await this.twoStep.remove(target);
  }

  async findAccount(id: string): Promise<UserAccount> {
    const account = await this.em.findOne(UserAccount, { id });
    if (!account) throw problem(404, 'NOT_FOUND', USER_ERRORS.notFound);
    return account;
  }

  /**
   * A change to the account settings. Only a GOD changes whether staff need two steps, and only with two-step
   * sign-in on their own account; once it is on, every staff member without it is signed out, to set it up at
   * their next sign-in before anything else works.
   */
  async updatePolicy(actor: Actor, change: UpdateAccountPolicy): Promise<AccountPolicy> {
    if (change.twoStepRequiredForStaff !== undefined) {
      if (!isGod(actor.accessLevel)) throw problem(403, 'FORBIDDEN', ACCOUNT_ERRORS.godOnlyPolicy);
      if (change.twoStepRequiredForStaff && !(await this.own(actor)).totpSecret) throw problem(409, 'OWN_TWO_STEP_FIRST', ACCOUNT_ERRORS.ownTwoStepFirst);
    }
    const policy = await this.settings.updateAccountPolicy(change);
    if (change.twoStepRequiredForStaff) {
      const without = await this.em.find(UserAccount, { accessLevel: whereStaff(), totpSecret: null }, { fields: ['id'] });
      await this.sessions.endAllOf(without.map((account) => account.id));
    }
    return policy;
  }

  /** Accounts not signed in (or, never signed in, made) before the keeping time: listed for staff, never removed by themselves. */
  async inactive(): Promise<{ accounts: InactiveAccount[]; months: number }> {
    const { inactiveAccountMonths: months } = await this.settings.accountPolicy();
    const since = inactiveSince(new Date(), months);
    const accounts = await this.em.find(
      UserAccount,
      { $or: [{ lastSignInAt: { $lt: since } }, { lastSignInAt: null, createdAt: { $lt: since } }] },
      { orderBy: { lastSignInAt: 'asc', createdAt: 'asc', id: 'asc' }, limit: 500 },
    );
    return {
      months,
      accounts: accounts.map((account) => ({ user: this.users.view(account), lastSeenAt: (account.lastSignInAt ?? account.createdAt).toISOString() })),
    };
  }
}
