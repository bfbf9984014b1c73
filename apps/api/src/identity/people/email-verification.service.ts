import { EntityManager } from '@mikro-orm/core';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { mailPageUrl } from '@trailside/domain/mail/mail.contract';
import { MAIL_COPY, MAIL_TEXTS } from '@trailside/domain/mail/mail.messages';
import { MAIL_LINK_COOLDOWN_MINUTES, MAIL_LINK_DAYS } from '@trailside/domain/mail/mail-sending.rules';
import type { SuccessResponse } from '@trailside/domain/auth/auth.types';
import { problem } from '../../common/errors/problem';
import { renderMail } from '../../common/mail/mail-layout';
import { MailLinks } from '../../common/mail/mail-links';
import { MailOutboxService } from '../../common/mail/mail-outbox.service';
import { OutboxMail } from '../../common/mail/outbox-mail.entity';
import { UnsolicitedMailService } from '../../common/mail/unsolicited-mail.service';
import { CONFIG, type Config } from '../../config/config';
import { SettingsService } from '../../settings/settings.service';
import { UserAccount } from './user-account.entity';

const DAY_MS = 86_400_000;

/**
 * An account's address is verified by a link mailed to it. The account works at once; until the link is followed,
 * the address gets no mail but this one and password resets. A changed address is verified again. The link is
 * signed with the account and the address it was sent to, so nothing is stored for it and a link to an old
 * address verifies nothing.
 */
@Injectable()
export class EmailVerificationService implements OnModuleInit {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly em: EntityManager,
    private readonly outbox: MailOutboxService,
    private readonly links: MailLinks,
    private readonly settings: SettingsService,
    private readonly unsolicited: UnsolicitedMailService,
  ) {}

  onModuleInit(): void {
    this.outbox.register('email-verification', {
      compose: async (item, em) => {
        const account = await em.findOne(UserAccount, { id: item.refId });
        // Verified meanwhile, or the address changed again (that change queued its own mail), or gone.
        if (!account || account.emailVerifiedAt || account.email !== item.to) return null;
        const token = this.links.sign('verify', [account.id, account.email], new Date(Date.now() + MAIL_LINK_DAYS * DAY_MS));
        const copy = MAIL_COPY.verifyEmail;
        const rendered = await renderMail({
          subject: copy.subject,
          preheader: copy.body,
          school: await this.settings.get(em),
          blocks: [
            { kind: 'text', text: copy.greeting },
            { kind: 'text', text: copy.body },
            { kind: 'button', text: copy.button, href: mailPageUrl(this.config.publicUrl, 'verifyEmail', token) },
            { kind: 'note', text: copy.expiry },
          ],
        });
        return { mail: { to: account.email, subject: copy.subject, ...rendered } };
      },
    });
  }

  /**
   * For a new account or a changed address, once it is stored (unverified): mails the link. The address may not have
   * asked for it (anyone can type anyone's address), so the mail counts towards its unsolicited ones, and past the
   * day's limit none goes; the person can ask for the link again later. Only a change that was written is counted.
   */
  async mailLink(account: UserAccount): Promise<void> {
    if (!(await this.unsolicited.allowOne(account.email))) return;
    const item = this.outbox.add(this.em, { kind: 'email-verification', refId: account.id, to: account.email, giveUpAt: new Date(Date.now() + MAIL_LINK_DAYS * DAY_MS) });
    await this.em.flush();
    this.outbox.sendSoon(item.id);
  }

  async verify(token: string): Promise<SuccessResponse> {
    const link = this.links.read('verify', token);
    if (!link || link.fields.length !== 2) throw problem(400, 'LINK_INVALID', MAIL_TEXTS.linkInvalid);
    if (link.expired) throw problem(400, 'LINK_EXPIRED', MAIL_TEXTS.verifyLinkExpired);
    const [id, email] = link.fields;
    const account = await this.em.findOne(UserAccount, { id });
    if (!account) throw problem(400, 'LINK_INVALID', MAIL_TEXTS.verifyLinkAccountGone);
    if (account.email !== email) throw problem(400, 'LINK_OUTDATED', MAIL_TEXTS.verifyLinkChanged);
    if (account.emailVerifiedAt) return { success: true, message: MAIL_TEXTS.alreadyVerified };
    account.emailVerifiedAt = new Date();
    await this.em.flush();
    return { success: true, message: MAIL_TEXTS.verified };
  }

  /** A new link for a signed-in person, unless one is waiting or went out within the last few minutes. */
  async resend(accountId: string): Promise<SuccessResponse> {
    const account = await this.em.findOneOrFail(UserAccount, { id: accountId });
    if (account.emailVerifiedAt) return { success: true, message: MAIL_TEXTS.alreadyVerified };
    await this.requestUnlessRecent(account);
    return { success: true, message: MAIL_TEXTS.verificationSent };
  }

  /** Whether the account's address is verified; when not, a link goes to it (unless one just did). */
  async ensureVerified(accountId: string): Promise<boolean> {
    const account = await this.em.findOneOrFail(UserAccount, { id: accountId });
    if (account.emailVerifiedAt) return true;
    await this.requestUnlessRecent(account);
    return false;
  }

  private async requestUnlessRecent(account: UserAccount): Promise<void> {
    const since = new Date(Date.now() - MAIL_LINK_COOLDOWN_MINUTES * 60_000);
    const recent = await this.em.count(OutboxMail, { kind: 'email-verification', refId: account.id, to: account.email, $or: [{ sentAt: null }, { sentAt: { $gt: since } }] });
    if (recent) return;
    await this.mailLink(account);
  }
}
