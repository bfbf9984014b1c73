import { createHash, randomBytes } from 'node:crypto';
import { EntityManager } from '@mikro-orm/core';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { ACCOUNT_ERRORS, PARENT_CONSENT_MAIL } from '@trailside/domain/account/account.messages';
import type { ConsentInput, CreateChild } from '@trailside/domain/account/account.schema';
import type { ChildAccount, ChildConsentStatus, ConsentRequestForParent } from '@trailside/domain/account/account.types';
import type { GetConsentRequestResponse } from '@trailside/domain/account/account.contract';
import { canHaveChildren } from '@trailside/domain/account/children.rules';
import { AccessLevel } from '@trailside/domain/users/access-level';
import { UserType } from '@trailside/domain/users/user-type';
import { USER_MESSAGES } from '@trailside/domain/users/user.schema';
import { problem } from '../../common/errors/problem';
import { MailOutboxService } from '../../common/mail/mail-outbox.service';
import { OutboxMail } from '../../common/mail/outbox-mail.entity';
import { UnsolicitedMailService } from '../../common/mail/unsolicited-mail.service';
import { PersonalDataService } from '../../common/personal-data/personal-data.service';
import { CONFIG, type Config } from '../../config/config';
import { UserAccount } from './user-account.entity';
import { UsersService } from './users.service';
import { ParentConsentRecord } from './parent-consent.entity';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** How long a child's sign-up waits for the consent mail to go out while the mail server is down. */
const CONSENT_MAIL_WAIT_HOURS = 24 * 7;

/**
 * Children's accounts: a child who signs up alone names a parent, who is mailed a link to agree (until then
 * nothing the child writes reaches the moderation queue); the parent, signed in with that e-mail, agrees and the
 * child's account is linked to theirs. The parent can also agree, or say the child is not theirs, from My account
 * once their address is verified: that way works when no mail could go. A parent (or staff, for a parent) can also
 * make a child's account directly.
 */
@Injectable()
export class ChildrenService implements OnModuleInit {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly em: EntityManager,
    private readonly users: UsersService,
    private readonly outbox: MailOutboxService,
    private readonly personalData: PersonalDataService,
    private readonly unsolicited: UnsolicitedMailService,
  ) {}

  /** The consent mail is built when it is tried, with a fresh link each time (only its hash is kept), as a reset's. */
  onModuleInit(): void {
    this.outbox.register('parent-consent', {
      compose: async (item, em) => {
        const request = await em.findOne(ParentConsentRecord, { id: item.refId, givenAt: null });
        if (!request) return null;
        const secret = randomBytes(32).toString('base64url');
        request.tokenHash = sha256(secret);
        await em.flush();
        return { mail: this.consentMail(request.parentEmail, secret) };
      },
      sent: async (item, em) => {
        await em.nativeUpdate(ParentConsentRecord, { id: item.refId }, { mailedAt: new Date() });
      },
    });
  }

  /**
   * A child's own sign-up: the consent request is stored with the account, and its mail goes from the outbox, unless
   * the parent's address has had its day's unsolicited mail: the request then waits without one, for the parent to
   * find on My account, and the answer says so, for the child to tell them.
   */
  async requestConsent(child: UserAccount, parentEmail: string): Promise<ChildConsentStatus> {
    const request = new ParentConsentRecord(this.em.getReference(UserAccount, child.id, { wrapped: true }), parentEmail, sha256(randomBytes(32).toString('base64url')));
    const item = (await this.unsolicited.allowOne(parentEmail))
      ? this.outbox.add(this.em, { kind: 'parent-consent', refId: request.id, to: parentEmail, giveUpAt: new Date(Date.now() + CONSENT_MAIL_WAIT_HOURS * 3_600_000) })
      : null;
    await this.em.persist(request).flush();
    if (item) this.outbox.sendSoon(item.id);
    return { parentEmail, state: item ? 'mailed' : 'not-mailed' };
  }

  /**
   * Where a child's own sign-up stands, for the child's My account: its newest request, while no parent has agreed.
   * A mail still waiting in the outbox counts as mailed; one the outbox gave up on (or never queued) does not.
   */
  async statusFor(child: UserAccount): Promise<ChildConsentStatus | null> {
    if (child.type !== UserType.CHILD || child.parentConsent !== 'pending') return null;
    const [request] = await this.em.find(ParentConsentRecord, { child: child.id }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: 1 });
    if (!request) return null;
    const { parentEmail } = request;
    if (request.declinedAt) return { parentEmail, state: 'declined' };
    const mailed = request.mailedAt !== null || (await this.em.count(OutboxMail, { kind: 'parent-consent', refId: request.id, sentAt: null })) > 0;
    return { parentEmail, state: mailed ? 'mailed' : 'not-mailed' };
  }

  /**
   * The children's sign-ups naming this account's address and not answered yet, oldest first: only once the address
   * is verified (anyone can type any address at sign-up), and by the child's first name only.
   */
  async waitingFor(account: UserAccount): Promise<ConsentRequestForParent[]> {
    if (!account.emailVerifiedAt) return [];
    const requests = await this.em.find(
      ParentConsentRecord,
      { parentEmail: account.email, givenAt: null, declinedAt: null, child: { parentConsent: 'pending' } },
      { populate: ['child'], orderBy: { createdAt: 'asc', id: 'asc' } },
    );
    return requests.map((request) => ({ id: request.id, childName: request.child.getEntity().fname, askedAt: request.createdAt.toISOString() }));
  }

  /** The parent agrees from My account: as the mail's link does, for a request naming their verified address. */
  async agree(parent: UserAccount, requestId: string): Promise<ChildAccount> {
    return this.link(parent, await this.addressedTo(parent, requestId));
  }

  /**
   * The parent says the child is not theirs: the request is closed, the child's account and its held writing stay
   * as they are, and the child may name another parent.
   */
  async decline(parent: UserAccount, requestId: string): Promise<void> {
    const request = await this.addressedTo(parent, requestId);
    // Only while still open: an agreement (or another decline) that got there first stands.
    const declined = await this.em.nativeUpdate(ParentConsentRecord, { id: request.id, givenAt: null, declinedAt: null }, { declinedAt: new Date() });
    if (declined !== 1) throw problem(404, 'CONSENT_REQUEST_NOT_FOUND', ACCOUNT_ERRORS.consentRequestNotFound);
  }

  /**
   * A child whose parent declined names another (one request open at a time, so two parents never answer for one
   * child); mailed and bounded as at sign-up.
   */
  async askAnotherParent(child: UserAccount, parentEmail: string): Promise<ChildConsentStatus> {
    if ((await this.statusFor(child))?.state !== 'declined') throw problem(409, 'CONSENT_STILL_ASKED', ACCOUNT_ERRORS.anotherParentNotYet);
    if (parentEmail === child.email) throw problem(400, 'VALIDATION_FAILED', USER_MESSAGES.parentEmailOwn);
    return this.requestConsent(child, parentEmail);
  }

  /** What the consent page shows before the parent agrees: the child's first name and who the mail went to. */
  async describe(token: string): Promise<GetConsentRequestResponse> {
    const request = await this.find(token);
    return { childName: request.child.getEntity().fname, parentEmail: request.parentEmail, given: request.givenAt !== null };
  }

  /**
   * The parent agrees: they must be signed in with the address the mail went to (the link proves the mailbox, the
   * sign-in the account). The child is linked to them, and what the child wrote so far goes to the moderation queue.
   */
  async give(parent: UserAccount, { token }: ConsentInput): Promise<ChildAccount> {
    const request = await this.find(token);
    if (parent.email !== request.parentEmail) throw problem(403, 'CONSENT_WRONG_ACCOUNT', ACCOUNT_ERRORS.consentWrongAccount(request.parentEmail));
    return this.link(parent, request);
  }

  /** Links the child to the parent who agreed, and sends what the child wrote so far to the moderation queue. */
  private async link(parent: UserAccount, request: ParentConsentRecord): Promise<ChildAccount> {
    if (!canHaveChildren(parent)) throw problem(403, 'NOT_A_PARENT', ACCOUNT_ERRORS.notAParent);
    const child = request.child.getEntity();
    await this.em.transactional(async (em) => {
      // Not once declined: a "not my child" that got there first stands (the link of a declined request is dead too).
      const given = await em.nativeUpdate(ParentConsentRecord, { id: request.id, declinedAt: null }, { givenAt: new Date() });
      if (given !== 1) throw problem(404, 'CONSENT_REQUEST_NOT_FOUND', ACCOUNT_ERRORS.consentRequestNotFound);
      await em.nativeUpdate(UserAccount, { id: child.id }, { parentId: parent.id, parentConsent: 'given' });
      await this.personalData.releaseFor(child, em);
    });
    await this.em.refresh(child);
    await this.users.accountsChanged();
    await this.personalData.changed();
    return childView(child, this.users.view(child).imageUrl);
  }

  /** A parent's (or, for a parent, staff's) new child account: linked at once, the consent being the parent's own act. */
  async create(parentId: string, input: CreateChild): Promise<UserAccount> {
    const parent = await this.em.findOne(UserAccount, { id: parentId });
    if (!parent) throw problem(404, 'NOT_FOUND', ACCOUNT_ERRORS.notAParent);
    if (!canHaveChildren(parent)) throw problem(409, 'NOT_A_PARENT', ACCOUNT_ERRORS.notAParent);
    return this.users.create(
      { ...input, type: UserType.CHILD, accessLevel: AccessLevel.GENERAL, phone: null, childFirstName: null, childLastName: null },
      undefined,
      { parentId: parent.id, parentConsent: 'given', verifyEmail: true },
    );
  }

  private async find(token: string): Promise<ParentConsentRecord> {
    const request = await this.em.findOne(ParentConsentRecord, { tokenHash: sha256(token), declinedAt: null }, { populate: ['child'] });
    if (!request) throw problem(404, 'CONSENT_INVALID', ACCOUNT_ERRORS.consentLink);
    return request;
  }

  /** An open request naming this account's verified address; anyone else's is not there (404, as if it did not exist). */
  private async addressedTo(account: UserAccount, id: string): Promise<ParentConsentRecord> {
    const request = account.emailVerifiedAt
      ? await this.em.findOne(ParentConsentRecord, { id, parentEmail: account.email, givenAt: null, declinedAt: null }, { populate: ['child'] })
      : null;
    if (!request) throw problem(404, 'CONSENT_REQUEST_NOT_FOUND', ACCOUNT_ERRORS.consentRequestNotFound);
    return request;
  }

  private consentMail(to: string, secret: string) {
    const link = `${this.config.publicUrl}/parent-consent?token=${secret}`;
    const { subject, greeting, asked, keep, until, openLink, linkText, notYou, signOff } = PARENT_CONSENT_MAIL;
    const text = [greeting, '', asked, '', keep, until, '', openLink, '', link, '', notYou, '', ...signOff].join('\n');
    const html = `<p>${greeting}</p>
<p>${asked}</p>
<p>${keep}</p>
<p>${until}</p>
<p>${openLink}</p>
<p><a href="${link}">${linkText}</a></p>
<p>${notYou}</p>
<p>${signOff.join('<br>')}</p>`;
    return { to, subject, text, html };
  }
}

export function childView(child: UserAccount, imageUrl: string | null): ChildAccount {
  return {
    id: child.id,
    fname: child.fname,
    lname: child.lname,
    email: child.email,
    imageUrl,
    parentConsent: child.parentConsent,
    createdAt: child.createdAt.toISOString(),
  };
}
