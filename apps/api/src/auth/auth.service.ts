import { createHash, randomBytes } from 'node:crypto';
import { escapeHtml } from '../common/mail/escape-html';
import { EntityManager } from '@mikro-orm/core';
import { Inject, Injectable } from '@nestjs/common';
import {
  AUTH_ERRORS,
  AUTH_SUCCESS,
  LOCK_MINUTES,
  MAX_FAILED_LOGINS,
  PASSWORD_RESET_MAIL,
  RESET_TOKEN_TTL_MINUTES,
} from '@trailside/domain/auth/auth.messages';
import type { AuthResponse, SuccessResponse } from '@trailside/domain/auth/auth.types';
import { AccessLevel } from '@trailside/domain/users/access-level';
import type { SignUp } from '@trailside/domain/users/user.schema';
import { displayNameOf, toAuthUser } from '@trailside/domain/users/user.rules';
import { problem, retryLater } from '../common/errors/problem';
import { MailService } from '../common/mail/mail.service';
import { CONFIG, type Config } from '../config/config';
import { UserAccount } from '../users/user-account.entity';
import { UsersService } from '../users/users.service';
import { hashForUnknownUser, hashPassword, verifyPassword } from './password';
import { PasswordResetToken } from './password-reset-token.entity';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

@Injectable()
export class AuthService {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly em: EntityManager,
    private readonly users: UsersService,
    private readonly mail: MailService,
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

  /** Always answers the same, so the form cannot be used to learn who has an account. */
  async forgotPassword(email: string): Promise<SuccessResponse> {
    const account = await this.em.findOne(UserAccount, { email });
    if (account) {
      const secret = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + RESET_TOKEN_TTL_MINUTES * 60_000);
      await this.em.persistAndFlush(new PasswordResetToken(account, sha256(secret), expiresAt));
      await this.mail.send(this.resetMail(account, secret)).catch(() => {
        throw problem(503, 'MAIL_FAILED', AUTH_ERRORS.mailFailed);
      });
    }
    return { success: true, message: AUTH_SUCCESS.resetMailed };
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
