import { createHash } from 'node:crypto';
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
import type { SuccessResponse } from '@trailside/domain/auth/auth.types';
import { greetingNameFor } from '@trailside/domain/mail/mail-sending.rules';
import { displayNameOf } from '@trailside/domain/users/user.rules';
import { problem } from '../../common/errors/problem';
import { escapeHtml } from '../../common/mail/escape-html';
import { MailOutboxService } from '../../common/mail/mail-outbox.service';
import { OutboxMail } from '../../common/mail/outbox-mail.entity';
import { CONFIG, type Config } from '../../config/config';
import { UserAccount } from '../people/user-account.entity';
import { hashPassword } from './password';
import { PasswordResetToken } from './password-reset-token.entity';
import { findResetLink, newResetLink } from './reset-link';
import { SessionsService } from './sessions.service';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The one answer to every reset request, whoever asks and whatever the mail server does: it tells nobody who has an account. */
const FORGOT_ANSWER: ForgotPasswordResponse = { success: true, message: AUTH_SUCCESS.resetMailed };

/** A forgotten password: a link mailed to the address, and a new password chosen with it. */
@Injectable()
export class PasswordResetService implements OnModuleInit {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly em: EntityManager,
    private readonly outbox: MailOutboxService,
    private readonly sessions: SessionsService,
  ) {}

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
        const { secret, unsent } = await newResetLink(em, account, RESET_TOKEN_TTL_MINUTES * 60_000);
        // A link whose mail never went out is no use to anyone.
        return { mail: this.resetMail(account, secret), unsent };
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
    const token = await findResetLink(this.em, secret);
    if (!token) throw problem(400, 'RESET_TOKEN_INVALID', AUTH_ERRORS.tokenUnknown);
    if (token.usedAt) throw problem(400, 'RESET_TOKEN_USED', AUTH_ERRORS.tokenUsed);
    if (token.expiresAt <= new Date()) throw problem(400, 'RESET_TOKEN_EXPIRED', AUTH_ERRORS.tokenExpired);

    const account = token.user;
    account.passwordHash = await hashPassword(password, this.config.passwordHashCost);
    // The link came to this address, so it is proven (an invited account's first proof of it).
    account.emailVerifiedAt ??= new Date();
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
