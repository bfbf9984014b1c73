import { createHash, randomBytes } from 'node:crypto';
import { escapeHtml } from '../common/mail/escape-html';
import { EntityManager } from '@mikro-orm/core';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  AUTH_ERRORS,
  AUTH_SUCCESS,
  LOCK_MINUTES,
  MAX_FAILED_LOGINS,
  forgotPasswordAnswerText,
  PASSWORD_RESET_MAIL,
  RESET_REQUEST_WAIT_HOURS,
  RESET_TOKEN_TTL_MINUTES,
} from '@trailside/domain/auth/auth.messages';
import type { ForgotPasswordResponse } from '@trailside/domain/auth/auth.contract';
import type { AuthResponse, SuccessResponse } from '@trailside/domain/auth/auth.types';
import { AccessLevel } from '@trailside/domain/users/access-level';
import type { SignUp } from '@trailside/domain/users/user.schema';
import { displayNameOf, toAuthUser } from '@trailside/domain/users/user.rules';
import { problem, retryLater } from '../common/errors/problem';
import { MailOutboxService } from '../common/mail/mail-outbox.service';
import { OutboxMail } from '../common/mail/outbox-mail.entity';
import { CONFIG, type Config } from '../config/config';
import { UserAccount } from '../users/user-account.entity';
import { UsersService } from '../users/users.service';
import { hashForUnknownUser, hashPassword, verifyPassword } from './password';
import { PasswordResetToken } from './password-reset-token.entity';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const forgotAnswer = (mailed: boolean): ForgotPasswordResponse => ({ success: true, message: forgotPasswordAnswerText({ mailed }), mailed });

@Injectable()
export class AuthService implements OnModuleInit {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly em: EntityManager,
    private readonly users: UsersService,
    private readonly outbox: MailOutboxService,
  ) {}

  /** A sign-up is always GENERAL: the level is set here, never read from the request. */
  async register(input: SignUp, image?: string): Promise<AuthResponse> {
    const account = await this.users.create({ ...input, accessLevel: AccessLevel.GENERAL }, image);
    return this.session(account);
  }

  async login(email: string, password: string): Promise<AuthResponse> {
    const account = await this.em.findOne(UserAccount, { email });
    if (!account) {
      await verifyPassword(password, await hashForUnknownUser(this.config.passwordHashCost));
      throw problem(401, 'INVALID_CREDENTIALS', AUTH_ERRORS.credentials);
    }
    if (account.lockedUntil && account.lockedUntil > new Date()) {
      throw retryLater(problem(429, 'ACCOUNT_LOCKED', AUTH_ERRORS.locked), (account.lockedUntil.getTime() - Date.now()) / 1000);
    }

    if (!(await verifyPassword(password, account.passwordHash))) {
      account.failedLogins += 1;
      if (account.failedLogins >= MAX_FAILED_LOGINS) {
        account.failedLogins = 0;
        account.lockedUntil = new Date(Date.now() + LOCK_MINUTES * 60_000);
      }
      await this.em.flush();
      throw problem(401, 'INVALID_CREDENTIALS', AUTH_ERRORS.credentials);
    }
    account.failedLogins = 0;
    account.lockedUntil = null;
    await this.em.flush();
    return this.session(account);
  }

  async session(account: UserAccount): Promise<AuthResponse> {
    const user = this.users.view(account);
    return { authUser: toAuthUser(user), user, token: await this.users.tokenFor(account) };
  }

  /** Reset mails go through the outbox; each try makes a fresh link, so no usable link is ever stored. */
  onModuleInit(): void {
    this.outbox.register('password-reset', {
      compose: async (item, em) => {
        const account = await em.findOne(UserAccount, { id: item.refId });
        if (!account) return null;
        const secret = randomBytes(32).toString('base64url');
        const token = new PasswordResetToken(account, sha256(secret), new Date(Date.now() + RESET_TOKEN_TTL_MINUTES * 60_000));
        await em.persist(token).flush();
        // A link whose mail never went out is no use to anyone.
        return { mail: this.resetMail(account, secret), unsent: async () => void (await em.nativeDelete(PasswordResetToken, { id: token.id })) };
      },
    });
  }

  /**
   * Answers alike whether or not the email has an account, so the form cannot be used to learn who has one. When the
   * mail server is down the request waits in the outbox (one per account) and the answer says so; for an unknown
   * address the answer follows the mail server's last known state.
   */
  async forgotPassword(email: string): Promise<ForgotPasswordResponse> {
    const account = await this.em.findOne(UserAccount, { email });
    if (!account) return forgotAnswer(!this.outbox.mailLooksDown);
    const waiting = await this.em.findOne(OutboxMail, { kind: 'password-reset', refId: account.id, sentAt: null });
    if (waiting) return forgotAnswer(await this.outbox.tryNow(waiting.id));
    const giveUpAt = new Date(Date.now() + RESET_REQUEST_WAIT_HOURS * 3_600_000);
    const item = this.outbox.add(this.em, { kind: 'password-reset', refId: account.id, to: account.email, giveUpAt });
    await this.em.flush();
    return forgotAnswer(await this.outbox.tryNow(item.id));
  }

  async resetPassword(secret: string, password: string): Promise<SuccessResponse> {
    const token = await this.em.findOne(PasswordResetToken, { tokenHash: sha256(secret) }, { populate: ['user'] });
    if (!token) throw problem(400, 'RESET_TOKEN_INVALID', AUTH_ERRORS.tokenUnknown);
    if (token.usedAt) throw problem(400, 'RESET_TOKEN_USED', AUTH_ERRORS.tokenUsed);
    if (token.expiresAt <= new Date()) throw problem(400, 'RESET_TOKEN_EXPIRED', AUTH_ERRORS.tokenExpired);

    const account = token.user;
    account.passwordHash = await hashPassword(password, this.config.passwordHashCost);
    account.sessionVersion += 1;
    account.failedLogins = 0;
    account.lockedUntil = null;
    // This link and every other open link for the account are spent.
    const open = await this.em.find(PasswordResetToken, { user: account, usedAt: null });
    for (const each of open) each.usedAt = new Date();
    await this.em.flush();
    return { success: true, message: AUTH_SUCCESS.passwordChanged };
  }

  private resetMail(account: UserAccount, secret: string) {
    const link = `${this.config.publicUrl}/reset-password?token=${secret}`;
    const { subject, greeting, asked, openLink, linkText, once, signOff } = PASSWORD_RESET_MAIL;
    const name = displayNameOf(account);
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
