import { createHash, randomBytes } from 'node:crypto';
import { escapeHtml } from '../../common/mail/escape-html';
import { EntityManager } from '@mikro-orm/core';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  AUTH_ERRORS,
  AUTH_SUCCESS,
  PASSWORD_RESET_MAIL,
  RESET_MAIL_COOLDOWN_MINUTES,
  RESET_REQUEST_WAIT_HOURS,
  RESET_TOKEN_TTL_MINUTES,
} from '@trailside/domain/auth/auth.messages';
import type { ForgotPasswordResponse } from '@trailside/domain/auth/auth.contract';
import type { AuthResponse, SuccessResponse } from '@trailside/domain/auth/auth.types';
import { ACCOUNT_ERRORS } from '@trailside/domain/account/account.messages';
import { AccessLevel } from '@trailside/domain/users/access-level';
import type { SignUp } from '@trailside/domain/users/user.schema';
import { displayNameOf, toAuthUser } from '@trailside/domain/users/user.rules';
import { problem } from '../../common/errors/problem';
import { MailOutboxService } from '../../common/mail/mail-outbox.service';
import { OutboxMail } from '../../common/mail/outbox-mail.entity';
import { CONFIG, type Config } from '../../config/config';
import { UserAccount } from '../people/user-account.entity';
import { UsersService } from '../people/users.service';
import type { LoginResponse } from '@trailside/domain/auth/auth.contract';
import type { ConfirmRequiredSetupResponse } from '@trailside/domain/account/account.contract';
import type { SecondStep } from '@trailside/domain/account/account.schema';
import type { TwoStepSetup } from '@trailside/domain/account/account.types';
import { twoStepRequiredFor } from '@trailside/domain/account/two-step.rules';
import { greetingNameFor } from '@trailside/domain/mail/mail-sending.rules';
import { UserType } from '@trailside/domain/users/user-type';
import { ChildrenService } from '../people/children.service';
import { type RedeemedTicket, TwoStepService } from './two-step.service';
import { SessionsService } from './sessions.service';
import { CaptchaService } from '../../contact/captcha.service';
import { SettingsService } from '../../settings/settings.service';
import { hashForUnknownUser, hashPassword, verifyPassword } from './password';
import { PasswordResetToken } from './password-reset-token.entity';
import { SignInAttemptsService } from './sign-in-attempts.service';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The one answer to every reset request, whoever asks and whatever the mail server does: it tells nobody who has an account. */
const FORGOT_ANSWER: ForgotPasswordResponse = { success: true, message: AUTH_SUCCESS.resetMailed };

@Injectable()
export class AuthService implements OnModuleInit {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly em: EntityManager,
    private readonly users: UsersService,
    private readonly outbox: MailOutboxService,
    private readonly attempts: SignInAttemptsService,
    private readonly sessions: SessionsService,
    private readonly twoStep: TwoStepService,
    private readonly children: ChildrenService,
    private readonly settings: SettingsService,
    private readonly captcha: CaptchaService,
  ) {}

  /**
   * A sign-up is always GENERAL: the level is set here, never read from the request. Its address is verified by a
   * mailed link. A child's sign-up waits for the parent it names: its consent is pending (whatever the request says)
   * and the parent is mailed a link, so it costs a solved captcha first (the schema asks a child's for one).
   */
  async register({ parentEmail, altcha, ...input }: SignUp, image: string | undefined, userAgent: string | undefined): Promise<AuthResponse> {
    const child = input.type === UserType.CHILD;
    if (child) await this.captcha.verify(altcha ?? '');
    const account = await this.users.create({ ...input, accessLevel: AccessLevel.GENERAL }, image, { parentId: null, parentConsent: child ? 'pending' : null, verifyEmail: true });
    if (child && parentEmail) await this.children.requestConsent(account, parentEmail);
    return this.session(account, userAgent);
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
    if (account.totpSecret) return this.twoStep.ticketFor(account, 'code');
    if (twoStepRequiredFor(account.accessLevel, await this.settings.accountPolicy())) return this.twoStep.ticketFor(account, 'setup');
    return this.session(account, userAgent);
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
    return this.twoStep.start((await this.redeemSetupTicket(ticket)).account);
  }

  /** ... and the first code, which turns it on and signs them in, with the recovery codes shown once. */
  async confirmRequiredSetup(ticket: string, code: string, userAgent: string | undefined): Promise<ConfirmRequiredSetupResponse> {
    const redeemed = await this.redeemSetupTicket(ticket);
    const { account } = redeemed;
    const recoveryCodes = await this.twoStep.confirm(account, code);
    await this.twoStep.spendTicket(redeemed);
    await this.sessions.endOthers(account.id, null);
    return { ...(await this.session(account, userAgent)), recoveryCodes };
  }

  /** A new sign-in: its own session row, named by the token. */
  async session(account: UserAccount, userAgent: string | undefined): Promise<AuthResponse> {
    const token = await this.sessions.start(account, userAgent);
    const user = this.users.view(account);
    return { authUser: toAuthUser(user), user, token };
  }

  private async redeemSetupTicket(ticket: string): Promise<RedeemedTicket> {
    const redeemed = await this.twoStep.redeemTicket(ticket, 'setup');
    if (redeemed.account.totpSecret) throw problem(409, 'TWO_STEP_ON', ACCOUNT_ERRORS.alreadyOn);
    return redeemed;
  }

  /**
   * Reset mails go through the outbox, by address: a request for an address with no account is stored and tried
   * the same way and comes to nothing, so no answer differs. Each try makes a fresh link, so no usable link is ever
   * stored, and once one is mailed the older ones stop working: one live link per account.
   */
  onModuleInit(): void {
    this.outbox.register('password-reset', {
      compose: async (item, em) => {
        const account = await em.findOne(UserAccount, { email: item.to });
        if (!account) return null;
        const secret = randomBytes(32).toString('base64url');
        const now = new Date();
        // The older links expire as a new one is made: one live link per account.
        await em.nativeUpdate(PasswordResetToken, { user: account, usedAt: null, expiresAt: { $gt: now } }, { expiresAt: now });
        const token = new PasswordResetToken(account, sha256(secret), new Date(now.getTime() + RESET_TOKEN_TTL_MINUTES * 60_000));
        await em.persist(token).flush();
        // A link whose mail never went out is no use to anyone.
        return { mail: this.resetMail(account, secret), unsent: async () => void (await em.nativeDelete(PasswordResetToken, { id: token.id })) };
      },
    });
  }

  /**
   * Answers at once, the same for every address: whether it has an account, whether a mail already waits, and
   * whatever the mail server does, are never in the answer nor in how long it takes. The mail itself goes from
   * the outbox right after. Asking again while one waits, or within RESET_MAIL_COOLDOWN_MINUTES of the last one
   * going out, mails nothing more.
   */
  async forgotPassword(email: string): Promise<ForgotPasswordResponse> {
    const cooledDownSince = new Date(Date.now() - RESET_MAIL_COOLDOWN_MINUTES * 60_000);
    const recent = await this.em.count(OutboxMail, { kind: 'password-reset', to: email, $or: [{ sentAt: null }, { sentAt: { $gt: cooledDownSince } }] });
    if (recent) return FORGOT_ANSWER;
    const giveUpAt = new Date(Date.now() + RESET_REQUEST_WAIT_HOURS * 3_600_000);
    const item = this.outbox.add(this.em, { kind: 'password-reset', refId: sha256(email).slice(0, 36), to: email, giveUpAt });
    await this.em.flush();
    this.outbox.sendSoon(item.id);
    return FORGOT_ANSWER;
  }

  async resetPassword(secret: string, password: string): Promise<SuccessResponse> {
    const token = await this.em.findOne(PasswordResetToken, { tokenHash: sha256(secret) }, { populate: ['user'] });
    if (!token) throw problem(400, 'RESET_TOKEN_INVALID', AUTH_ERRORS.tokenUnknown);
    if (token.usedAt) throw problem(400, 'RESET_TOKEN_USED', AUTH_ERRORS.tokenUsed);
    if (token.expiresAt <= new Date()) throw problem(400, 'RESET_TOKEN_EXPIRED', AUTH_ERRORS.tokenExpired);

    const account = token.user;
    account.passwordHash = await hashPassword(password, this.config.passwordHashCost);
    account.sessionVersion += 1;
    // This link and every other open link for the account are spent.
    const open = await this.em.find(PasswordResetToken, { user: account, usedAt: null });
    for (const each of open) each.usedAt = new Date();
    await this.em.flush();
    // Every sign-in ends with the old password, and leaves the list of sign-ins.
    await this.sessions.endOthers(account.id, null);
    return { success: true, message: AUTH_SUCCESS.passwordChanged };
  }

  private resetMail(account: UserAccount, secret: string) {
    const link = `${this.config.publicUrl}/reset-password?token=${secret}`;
    const { subject, greeting, asked, openLink, linkText, once, signOff } = PASSWORD_RESET_MAIL;
    const name = greetingNameFor(displayNameOf(account), account.emailVerifiedAt !== null);
    const text = [greeting(name), '', asked, openLink, '', link, '', once, '', ...signOff].join('\n');
    const html = `<p>${escapeHtml(greeting(name))}</p>
<p>${asked}
${openLink}</p>
<p><a href="${link}">${linkText}</a></p>
<p>${once}</p>
<p>${signOff.join('<br>')}</p>`;
    return { to: account.email, subject, text, html };
  }
}
