import { EntityManager } from '@mikro-orm/core';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { INVITATION_MAIL, INVITATION_TTL_DAYS, INVITATION_WAIT_HOURS } from '@trailside/domain/users/user.messages';
import { displayNameOf } from '@trailside/domain/users/user.rules';
import { escapeHtml } from '../../common/mail/escape-html';
import { MailOutboxService } from '../../common/mail/mail-outbox.service';
import { UnsolicitedMailService } from '../../common/mail/unsolicited-mail.service';
import { CONFIG, type Config } from '../../config/config';
import { newResetLink } from '../sign-in/reset-link';
import { UserAccount } from './user-account.entity';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * An account staff made without a password: the person is mailed a link to choose their own, so nobody else ever
 * knows it. The link is a password-reset link that lasts INVITATION_TTL_DAYS instead of an hour, taken by the site's
 * reset-password page: only its hash is stored, it works once, and a newer link (a reset asked for later) ends it.
 */
@Injectable()
export class InvitationService implements OnModuleInit {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly em: EntityManager,
    private readonly outbox: MailOutboxService,
    private readonly unsolicited: UnsolicitedMailService,
  ) {}

  /** Built when it is tried, with a fresh link each time (newResetLink), as a reset mail is: no usable link is ever stored. */
  onModuleInit(): void {
    this.outbox.register('invitation', {
      compose: async (item, em) => {
        const account = await em.findOne(UserAccount, { id: item.refId });
        // Deleted, or moved to another address since: there is no one to invite at this one.
        if (!account || account.email !== item.to) return null;
        const { secret, unsent } = await newResetLink(em, account, INVITATION_TTL_DAYS * DAY_MS);
        return { mail: this.invitationMail(account, secret), unsent };
      },
    });
  }

  /**
   * Once the account is stored: queues its invitation. The address did not ask for it (staff may mistype), so it
   * counts among the mails an address gets unasked; past the day's limit none goes ('held'), and the person can still
   * choose a password with "Forgot your password?". Call it outside any transaction (UnsolicitedMailService).
   */
  async invite(account: UserAccount): Promise<'mailed' | 'held'> {
    if (!(await this.unsolicited.allowOne(account.email))) return 'held';
    const item = this.outbox.add(this.em, { kind: 'invitation', refId: account.id, to: account.email, giveUpAt: new Date(Date.now() + INVITATION_WAIT_HOURS * 3_600_000) });
    await this.em.flush();
    this.outbox.sendSoon(item.id);
    return 'mailed';
  }

  private invitationMail(account: UserAccount, secret: string) {
    const link = `${this.config.publicUrl}/reset-password?token=${secret}`;
    const { subject, greeting, made, openLink, linkText, once, signOff } = INVITATION_MAIL;
    const hello = greeting(displayNameOf(account));
    const text = [hello, '', made, openLink, '', link, '', once, '', ...signOff].join('\n');
    const html = `<p>${escapeHtml(hello)}</p>
<p>${escapeHtml(made)}
${escapeHtml(openLink)}</p>
<p><a href="${link}">${linkText}</a></p>
<p>${escapeHtml(once)}</p>
<p>${signOff.join('<br>')}</p>`;
    return { to: account.email, subject, text, html };
  }
}
