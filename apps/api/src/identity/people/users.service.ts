import { randomBytes } from 'node:crypto';
import { EntityManager } from '@mikro-orm/core';
import { IMAGE_KINDS } from '@trailside/domain/api/image-types';
import { Inject, Injectable } from '@nestjs/common';
import { ACCOUNT_ERRORS } from '@trailside/domain/account/account.messages';
import type { InactiveAccount } from '@trailside/domain/account/account.types';
import { inactiveSince } from '@trailside/domain/account/retention.rules';
import { isStaff, losesRights, whereGod, whereStaff } from '@trailside/domain/users/access-level';
import { USER_ERRORS } from '@trailside/domain/users/user.messages';
import { type CreateUser, type UpdateUser, USER_MESSAGES, type UsersQuery } from '@trailside/domain/users/user.schema';
import { type Actor, deleteNeedsPassword, displayNameOf, removesLastGod, takesStaffName } from '@trailside/domain/users/user.rules';
import type { User } from '@trailside/domain/users/user.types';
import { UserType } from '@trailside/domain/users/user-type';
import { SignInAttemptsService } from '../sign-in/sign-in-attempts.service';
import { TwoStepPolicy } from '../sign-in/two-step-policy.service';
import { PersonalDataService } from '../../common/personal-data/personal-data.service';
import { SessionsService } from '../sign-in/sessions.service';
import { SettingsService } from '../../settings/settings.service';
import { hashPassword, verifyPassword } from '../sign-in/password';
import { loadWithAccess, requireAccess } from '../../common/access/require-access';
import { problem } from '../../common/errors/problem';
import { CONFIG, type Config } from '../../config/config';
import { containsText } from '../../common/search/contains-text';
import { ImageStorageService } from '../../common/storage/image-storage.service';
import { EmailVerificationService } from './email-verification.service';
import { InvitationService } from './invitation.service';
import { UserAccount } from './user-account.entity';
import { toUserView } from './user-view';

const PROFILE_IMAGE = { width: 512, height: 512, kind: IMAGE_KINDS.profile };

/** What the staff's search looks through: whatever they might know a family by. */
const SEARCHED_COLUMNS = ['fname', 'lname', 'email', 'child_first_name', 'child_last_name'] as const;

@Injectable()
export class UsersService {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly em: EntityManager,
    private readonly images: ImageStorageService,
    private readonly attempts: SignInAttemptsService,
    private readonly verification: EmailVerificationService,
    private readonly invitations: InvitationService,
    private readonly sessions: SessionsService,
    private readonly personalData: PersonalDataService,
    private readonly settings: SettingsService,
    private readonly twoStepPolicy: TwoStepPolicy,
  ) {}

  view(account: UserAccount): User {
    return toUserView(account, this.images.urlOf(account.imagePath));
  }

  /** Users whose names, e-mail or child's names contain `q`, by name; a page of them when a limit is given. */
  async list({ q, limit, offset }: UsersQuery): Promise<{ accounts: UserAccount[]; total: number }> {
    const [accounts, total] = await this.em.findAndCount(UserAccount, containsText<UserAccount>(SEARCHED_COLUMNS, q), {
      orderBy: { lname: 'asc', fname: 'asc', email: 'asc' },
      limit,
      offset,
    });
    return { accounts, total };
  }

  async get(actor: Actor, id: string): Promise<UserAccount> {
    return loadWithAccess(this.em, actor, 'user.read', UserAccount, id);
  }

  /**
   * An admin creating an account from the Create User form. With `invite`, it has no password anyone knows and the
   * person is mailed a link to choose one (InvitationService); that mail proves the address, so no verification
   * mail goes beside it.
   */
  async createByAdmin(actor: Actor, { invite, ...input }: CreateUser, image?: string): Promise<{ account: UserAccount; invitation?: 'mailed' | 'held' }> {
    requireAccess(actor, 'user.assignLevel', { accessLevel: input.accessLevel });
    const account = await this.create(input, image, { verifyEmail: !invite });
    return invite ? { account, invitation: await this.invitations.invite(account) } : { account };
  }

  /**
   * Checks everything that can fail before the picture is stored or a row is written. `link`: a child's parent
   * and consent, set by the server (a sign-up's consent is pending until the parent agrees). With `verifyEmail`
   * (sign-up, the Create User form) a link to verify the address is mailed once the account is stored; the first
   * admin and the sample families get none.
   */
  async create(
    input: Omit<CreateUser, 'invite'>,
    image?: string,
    { verifyEmail = false, ...link }: Partial<Pick<UserAccount, 'parentId' | 'parentConsent'>> & { verifyEmail?: boolean } = {},
  ): Promise<UserAccount> {
    await this.assertEmailFree(input.email);
    await this.assertNotStaffName({ id: '', ...input });
    const { password, ...fields } = input;
    // Without a password (an invited account), one nobody knows: the person chooses theirs with the mailed link.
    const secret = password ?? randomBytes(32).toString('base64url');
    const account = new UserAccount({ parentId: null, parentConsent: null, ...fields, ...link, passwordHash: await hashPassword(secret, this.config.passwordHashCost) });
    const saved = await this.images.saveWithImage(account, image, 'users', PROFILE_IMAGE, () => this.em.persistAndFlush(account));
    if (verifyEmail) await this.verification.mailLink(saved);
    return saved;
  }

  /** After a change written without a flush: every kept account is read again. */
  accountsChanged(): Promise<void> {
    return this.sessions.accountsChanged();
  }

  /** The child accounts linked to a parent, by name. */
  childrenOf(parentId: string): Promise<UserAccount[]> {
    return this.em.find(UserAccount, { parentId }, { orderBy: { fname: 'asc', id: 'asc' } });
  }

  /** Which of these accounts are children's: the inbox marks their writing. */
  async childIdsAmong(ids: string[]): Promise<Set<string>> {
    const children = ids.length ? await this.em.find(UserAccount, { id: { $in: [...new Set(ids)] }, type: UserType.CHILD }, { fields: ['id'] }) : [];
    return new Set(children.map((child) => child.id));
  }

  /** The parent-child links of these accounts, by name, as the People view shows them. */
  async familyLinksOf(accounts: UserAccount[]): Promise<{ parentNames: Record<string, string>; childNames: Record<string, string[]> }> {
    const parentIds = [...new Set(accounts.flatMap((account) => (account.parentId ? [account.parentId] : [])))];
    const parents = parentIds.length ? await this.em.find(UserAccount, { id: { $in: parentIds } }, { fields: ['id', 'fname', 'lname'] }) : [];
    const ids = accounts.map((account) => account.id);
    const children = ids.length ? await this.em.find(UserAccount, { parentId: { $in: ids } }, { fields: ['id', 'fname', 'lname', 'parentId'], orderBy: { fname: 'asc' } }) : [];
    const childNames: Record<string, string[]> = {};
    for (const child of children) (childNames[child.parentId!] ??= []).push(displayNameOf(child));
    return { parentNames: Object.fromEntries(parents.map((parent) => [parent.id, displayNameOf(parent)])), childNames };
  }

  /** `actor.sessionId`: the sign-in that asks, which a new password of one's own keeps (every other one ends). */
  async update(actor: Actor & { sessionId?: string }, input: UpdateUser, image?: string): Promise<UserAccount> {
    const account = await loadWithAccess(this.em, actor, 'user.update', UserAccount, input.id);
    const versionBefore = account.sessionVersion;
    const { id: _id, password, currentPassword, altcha, accessLevel, ...fields } = input;

    if (accessLevel !== undefined && accessLevel !== account.accessLevel) {
      requireAccess(actor, 'user.changeLevel', account);
      requireAccess(actor, 'user.assignLevel', { accessLevel });
      if (removesLastGod(account, accessLevel, await this.countGods())) throw problem(409, 'LAST_GOD', USER_ERRORS.lastGod);
      // Fewer rights: whatever was signed in with the old level signs in again. New staff rights without a second
      // step while the school requires one: signed out too (TwoStepPolicy), to set it up at the next sign-in.
      if (losesRights(account.accessLevel, accessLevel) || (await this.twoStepPolicy.newLevelSignsOut(account, accessLevel))) account.sessionVersion += 1;
      account.accessLevel = accessLevel;
    }
    if (fields.type !== undefined) requireAccess(actor, 'user.changeType', { type: account.type, newType: fields.type });
    const own = actor.id === account.id;
    const newEmail = fields.email !== undefined && fields.email !== account.email;
    // A new password or e-mail of one's own needs the current password: a borrowed session cannot take the account.
    // Counted with the sign-in failures: a borrowed session is no way round the captcha to guess the password.
    if (own && (password !== undefined || newEmail) && !(await this.attempts.passwordMatches(account.email, altcha, () => verifyPassword(currentPassword ?? '', account.passwordHash)))) {
      throw problem(403, 'WRONG_PASSWORD', password !== undefined ? USER_MESSAGES.currentPassword : USER_MESSAGES.currentPasswordForEmail);
    }
    if (newEmail) await this.assertEmailFree(fields.email!);
    await this.assertNotStaffName({ id: account.id, fname: fields.fname ?? account.fname, lname: fields.lname ?? account.lname, accessLevel: account.accessLevel });
    this.em.assign(account, fields);
    // A new address is verified again: until then it gets no mail but the link.
    if (newEmail) account.emailVerifiedAt = null;
    if (password !== undefined) {
      account.passwordHash = await hashPassword(password, this.config.passwordHashCost);
      // Every session signed in with the old password ends; people changing their own get a new token (see the controller).
      account.sessionVersion += 1;
    }
    if (fields.type !== undefined && fields.type !== UserType.CHILD) Object.assign(account, { parentConsent: null });

    const saved = await this.images.saveWithImage(account, image, 'users', PROFILE_IMAGE, () => this.em.flush());
    if (newEmail) await this.verification.mailLink(saved);
    if (saved.sessionVersion !== versionBefore) await this.sessions.endOthers(saved.id, actor.id === saved.id ? (actor.sessionId ?? null) : null);
    return saved;
  }

  /**
   * Deletes an account with what it wrote: its testimonials and its comments awaiting approval go, its approved
   * comments stay signed "A former member" (see PersonalDataService's parts), its sign-ins and codes go with it
   * (the database cascades), its children are unlinked, and its picture is removed. Families (and parents for a
   * child) confirm with their password first; the last GOD cannot be deleted.
   */
  async remove(actor: Actor, id: string, password: string | undefined, altcha?: string): Promise<void> {
    const account = await loadWithAccess(this.em, actor, 'user.delete', UserAccount, id);
    if (removesLastGod(account, undefined, await this.countGods())) throw problem(409, 'LAST_GOD', USER_ERRORS.lastGod);
    if (deleteNeedsPassword(actor, account)) {
      if (!password) throw problem(400, 'PASSWORD_NEEDED', ACCOUNT_ERRORS.passwordNeeded);
      await this.attempts.confirmPassword(actor.id === account.id ? account : await this.find(actor.id), password, altcha);
    }
    await this.em.transactional(async (em) => {
      await this.personalData.eraseFor(account, em);
      await em.nativeUpdate(UserAccount, { parentId: account.id }, { parentId: null });
      await em.nativeDelete(UserAccount, { id: account.id });
    });
    this.em.getUnitOfWork().unsetIdentity(account);
    await this.sessions.accountsChanged();
    await this.personalData.changed();
    await this.images.remove(account.imagePath);
  }

  /** The e-mail of each of these accounts, by id; accounts that are gone are left out. */
  async emailsOf(ids: string[]): Promise<Map<string, string>> {
    const accounts = ids.length ? await this.em.find(UserAccount, { id: { $in: [...new Set(ids)] } }) : [];
    return new Map(accounts.map((account) => [account.id, account.email]));
  }

  /** One account by its id or its address, or null (a mail about it is then not sent). */
  findAccount(by: { id: string } | { email: string }): Promise<UserAccount | null> {
    return this.em.findOne(UserAccount, by);
  }

  /** Every staff account. */
  staffAccounts(): Promise<UserAccount[]> {
    return this.em.find(UserAccount, { accessLevel: whereStaff() }, { orderBy: { createdAt: 'asc' } });
  }

  countGods(): Promise<number> {
    return this.em.count(UserAccount, { accessLevel: whereGod() });
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
      accounts: accounts.map((account) => ({ user: this.view(account), lastSeenAt: (account.lastSignInAt ?? account.createdAt).toISOString() })),
    };
  }

  /** One account by its id (the signed-in person's own, fresh from the database), or 404. */
  async find(id: string): Promise<UserAccount> {
    const account = await this.em.findOne(UserAccount, { id });
    if (!account) throw problem(404, 'NOT_FOUND', USER_ERRORS.notFound);
    return account;
  }

  /** A family may not show the same name as a member of staff (a comment signed "Ada Office" must be the office's). */
  private async assertNotStaffName(person: Pick<UserAccount, 'id' | 'fname' | 'lname' | 'accessLevel'>): Promise<void> {
    if (isStaff(person.accessLevel)) return;
    const staff = await this.em.find(UserAccount, { accessLevel: whereStaff() }, { fields: ['id', 'fname', 'lname', 'accessLevel'] });
    if (takesStaffName(person, staff)) throw problem(409, 'NAME_RESERVED', USER_MESSAGES.staffName);
  }

  private async assertEmailFree(email: string): Promise<void> {
    if (await this.em.count(UserAccount, { email })) throw problem(409, 'EMAIL_TAKEN', USER_ERRORS.emailTaken);
  }
}
