import { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { ACCOUNT_ERRORS } from '@trailside/domain/account/account.messages';
import type { UpdateAccountPolicy } from '@trailside/domain/account/account.schema';
import type { SecondStepChallenge } from '@trailside/domain/account/account.types';
import { type AccountPolicy, secondFactorRemovalRefusal, type SecondFactorRefusal, twoStepRequiredFor } from '@trailside/domain/account/two-step.rules';
import { THE_SCHOOL } from '@trailside/domain/access/access.rules';
import { type AccessLevel, whereGod, whereStaff } from '@trailside/domain/users/access-level';
import type { Actor } from '@trailside/domain/users/user.rules';
import { loadWithAccess, requireAccess } from '../../common/access/require-access';
import { problem } from '../../common/errors/problem';
import { SettingsService } from '../../settings/settings.service';
import { UserAccount } from '../people/user-account.entity';
import { SessionsService } from './sessions.service';
import { type RedeemedTicket, TwoStepService } from './two-step.service';

/** Why a second factor stays on (who may ask is the access table's, through requireAccess). */
const REFUSALS: Record<SecondFactorRefusal, () => Error> = {
  'last-god': () => problem(409, 'LAST_GOD', ACCOUNT_ERRORS.lastGod),
  required: () => problem(409, 'TWO_STEP_REQUIRED', ACCOUNT_ERRORS.required),
};

/**
 * How two-step sign-in is enforced, for everyone who turned it on and for staff once a GOD requires it: every
 * decision the API makes about a second step is taken here, from the pure rules in
 * packages/domain/src/account/two-step.rules.ts (twoStepRequiredFor, secondFactorRemovalRefusal); who may change the
 * school's requirement or reset someone's second step is the access table's (`settings.twoStepPolicy`,
 * `user.resetTwoStep` in packages/domain/src/access/access.rules.ts).
 *
 * - Signing in: the password step gives no session to an account with two-step sign-in, only a ticket for the code
 *   step; nor to a member of staff without it while the school requires it, only a ticket to set it up
 *   (challengeAfterPassword, redeemSetupTicket). A ticket opens nothing else: TokenVerifier refuses it as a token
 *   (it names no sign-in), and TwoStepService checks its codes and lets it sign in once.
 * - Requiring it: only a GOD turns the setting on, and only with their own second step on; every member of staff
 *   without one is then signed out, to set it up at their next sign-in (updatePolicy).
 * - A new staff level while it is required, for an account without it: signed out the same way (newLevelSignsOut,
 *   asked by UsersService when a level changes).
 * - Taking it off: its owner (turnOffOwn), or a GOD resetting someone else's (reset); never the last GOD's, and staff
 *   cannot turn theirs off while it is required.
 */
@Injectable()
export class TwoStepPolicy {
  constructor(
    private readonly em: EntityManager,
    private readonly settings: SettingsService,
    private readonly sessions: SessionsService,
    private readonly twoStep: TwoStepService,
  ) {}

  /** Whether this account must have a second step before anything else works. */
  async required(account: Pick<UserAccount, 'accessLevel'>): Promise<boolean> {
    return twoStepRequiredFor(account.accessLevel, await this.settings.accountPolicy());
  }

  /** What the password step answers instead of a session: the code step, the required set-up, or nothing (null). */
  async challengeAfterPassword(account: UserAccount): Promise<SecondStepChallenge | null> {
    if (account.totpSecret) return this.twoStep.ticketFor(account, 'code');
    if (await this.required(account)) return this.twoStep.ticketFor(account, 'setup');
    return null;
  }

  /** A set-up ticket from the password step, for an account that has not set a second step up since. */
  async redeemSetupTicket(ticket: string): Promise<RedeemedTicket> {
    const redeemed = await this.twoStep.redeemTicket(ticket, 'setup');
    if (redeemed.account.totpSecret) throw problem(409, 'TWO_STEP_ON', ACCOUNT_ERRORS.alreadyOn);
    return redeemed;
  }

  /**
   * A change to the account settings. Only a GOD changes whether staff need two steps, and only with two-step
   * sign-in on their own account; once it is on, every staff member without it is signed out.
   */
  async updatePolicy(actor: Actor, change: UpdateAccountPolicy): Promise<AccountPolicy> {
    if (change.twoStepRequiredForStaff !== undefined) {
      requireAccess(actor, 'settings.twoStepPolicy', THE_SCHOOL);
      const own = await this.em.findOne(UserAccount, { id: actor.id });
      if (change.twoStepRequiredForStaff && !own?.totpSecret) throw problem(409, 'OWN_TWO_STEP_FIRST', ACCOUNT_ERRORS.ownTwoStepFirst);
    }
    const policy = await this.settings.updateAccountPolicy(change);
    if (change.twoStepRequiredForStaff) {
      const without = await this.em.find(UserAccount, { accessLevel: whereStaff(), totpSecret: null }, { fields: ['id'] });
      await this.sessions.endAllOf(without.map((account) => account.id));
    }
    return policy;
  }

  /** Whether giving this account `level` signs it out: a staff level, without a second step, while staff need one. */
  async newLevelSignsOut(account: Pick<UserAccount, 'totpSecret'>, level: AccessLevel): Promise<boolean> {
    return !account.totpSecret && (await this.required({ accessLevel: level }));
  }

  /** The owner turning their own second factor off (their password already confirmed). */
  turnOffOwn(own: UserAccount): Promise<void> {
    return this.removeSecondFactor(own, own);
  }

  /** A GOD resetting someone else's second factor (audited); the account, for the answer. */
  async reset(actor: Actor, id: string): Promise<UserAccount> {
    const target = await loadWithAccess(this.em, actor, 'user.resetTwoStep', UserAccount, id);
    await this.removeSecondFactor(actor, target);
    return target;
  }

  private async removeSecondFactor(actor: Actor, target: UserAccount): Promise<void> {
    const gods = await this.em.count(UserAccount, { accessLevel: whereGod() });
    const refusal = secondFactorRemovalRefusal(actor, target, gods, await this.settings.accountPolicy());
    if (refusal) throw REFUSALS[refusal]();
    await this.twoStep.remove(target);
  }
}
