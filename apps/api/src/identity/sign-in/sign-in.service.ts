import { EntityManager } from '@mikro-orm/core';
import { Inject, Injectable } from '@nestjs/common';
import { AUTH_ERRORS } from '@trailside/domain/auth/auth.messages';
import type { LoginResponse, RegisterResponse } from '@trailside/domain/auth/auth.contract';
import type { AuthResponse } from '@trailside/domain/auth/auth.types';
import type { ConfirmRequiredSetupResponse } from '@trailside/domain/account/account.contract';
import type { SecondStep } from '@trailside/domain/account/account.schema';
import type { TwoStepSetup } from '@trailside/domain/account/account.types';
import { AccessLevel } from '@trailside/domain/users/access-level';
import type { SignUp } from '@trailside/domain/users/user.schema';
import { toAuthUser } from '@trailside/domain/users/user.rules';
import { UserType } from '@trailside/domain/users/user-type';
import { problem } from '../../common/errors/problem';
import { CONFIG, type Config } from '../../config/config';
import { CaptchaService } from '../../contact/captcha.service';
import { ChildrenService } from '../people/children.service';
import { UserAccount } from '../people/user-account.entity';
import { UsersService } from '../people/users.service';
import { hashForUnknownUser, verifyPassword } from './password';
import { SessionsService } from './sessions.service';
import { SignInAttemptsService } from './sign-in-attempts.service';
import { TwoStepPolicy } from './two-step-policy.service';
import { TwoStepService } from './two-step.service';

/** Signing up and signing in, step by step: the password, then (TwoStepPolicy decides) a code or setting one up. */
@Injectable()
export class SignInService {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly em: EntityManager,
    private readonly users: UsersService,
    private readonly attempts: SignInAttemptsService,
    private readonly sessions: SessionsService,
    private readonly twoStep: TwoStepService,
    private readonly twoStepPolicy: TwoStepPolicy,
    private readonly children: ChildrenService,
    private readonly captcha: CaptchaService,
  ) {}

  /**
   * A sign-up is always GENERAL: the level is set here, never read from the request. Its address is verified by a
   * mailed link. A child's sign-up waits for the parent it names: its consent is pending (whatever the request says)
   * and the parent is mailed a link, so it costs a solved captcha first (the schema asks a child's for one).
   */
  async register({ parentEmail, altcha, ...input }: SignUp, image: string | undefined, userAgent: string | undefined): Promise<RegisterResponse> {
    const child = input.type === UserType.CHILD;
    if (child) await this.captcha.verify(altcha ?? '');
    const account = await this.users.create({ ...input, accessLevel: AccessLevel.GENERAL }, image, { parentId: null, parentConsent: child ? 'pending' : null, verifyEmail: true });
    // The child is told whether the parent could be mailed: if not, the parent agrees from My account.
    const consentRequest = child && parentEmail ? await this.children.requestConsent(account, parentEmail) : undefined;
    return { ...(await this.session(account, userAgent)), ...(consentRequest ? { consentRequest } : {}) };
  }

  /**
   * The password step. An account with two-step sign-in gets a ticket for the code step instead of a session;
   * so does a staff member without it while the school requires it, to set it up before anything else works.
   */
  async login(email: string, password: string, captcha: string | undefined, userAgent: string | undefined): Promise<LoginResponse> {
    const account = await this.em.findOne(UserAccount, { email });
    const right = await this.attempts.passwordMatches(email, captcha, async () => {
      // An address with no account costs a hash all the same, so the time taken tells nothing.
      const matches = await verifyPassword(password, account?.passwordHash ?? (await hashForUnknownUser(this.config.passwordHashCost)));
      return account !== null && matches;
    });
    if (!account || !right) throw problem(401, 'INVALID_CREDENTIALS', AUTH_ERRORS.credentials);
    return (await this.twoStepPolicy.challengeAfterPassword(account)) ?? this.session(account, userAgent);
  }

  /** The code step: a code from the app (or a recovery code) with the password step's ticket. */
  async secondStep({ ticket, code, recoveryCode }: SecondStep, userAgent: string | undefined): Promise<AuthResponse> {
    const redeemed = await this.twoStep.redeemTicket(ticket, 'code');
    await this.twoStep.verify(redeemed.account, { code, recoveryCode });
    await this.twoStep.spendTicket(redeemed);
    return this.session(redeemed.account, userAgent);
  }

  /** A staff member required to set up two steps, at sign-in: the secret to scan. */
  async startRequiredSetup(ticket: string): Promise<TwoStepSetup> {
    return this.twoStep.start((await this.twoStepPolicy.redeemSetupTicket(ticket)).account);
  }

  /** ... and the first code, which turns it on and signs them in, with the recovery codes shown once. */
  async confirmRequiredSetup(ticket: string, code: string, userAgent: string | undefined): Promise<ConfirmRequiredSetupResponse> {
    const redeemed = await this.twoStepPolicy.redeemSetupTicket(ticket);
    const { account } = redeemed;
    const recoveryCodes = await this.twoStep.confirm(account, code);
    await this.twoStep.spendTicket(redeemed);
    await this.sessions.endOthers(account.id, null);
    return { ...(await this.session(account, userAgent)), recoveryCodes };
  }

  /** A new sign-in: its own session row, named by the token. */
  private async session(account: UserAccount, userAgent: string | undefined): Promise<AuthResponse> {
    const token = await this.sessions.start(account, userAgent);
    const user = this.users.view(account);
    return { authUser: toAuthUser(user), user, token };
  }
}
