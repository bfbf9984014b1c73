import { EntityManager } from '@mikro-orm/core';
import { IMAGE_KINDS } from '@trailside/domain/api/image-types';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { AccessLevel, isAdmin } from '@trailside/domain/users/access-level';
import { USER_ERRORS } from '@trailside/domain/users/user.messages';
import { type CreateUser, type UpdateUser, USER_MESSAGES, type UsersQuery } from '@trailside/domain/users/user.schema';
import { type Actor, canAssignAccessLevel, canManageUser, removesLastGod, takesStaffName } from '@trailside/domain/users/user.rules';
import type { User } from '@trailside/domain/users/user.types';
import type { TokenClaims } from '../auth/token-verifier';
import { SignInAttemptsService } from '../auth/sign-in-attempts.service';
import { hashPassword, verifyPassword } from '../auth/password';
import { problem } from '../common/errors/problem';
import { CONFIG, type Config } from '../config/config';
import { containsText } from '../common/search/contains-text';
import { ImageStorageService } from '../common/storage/image-storage.service';
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
    private readonly jwt: JwtService,
    private readonly attempts: SignInAttemptsService,
  ) {}

  /** A signed token for the account's current session version: raising the version signs every older token out. */
  tokenFor(account: UserAccount): Promise<string> {
    const claims: TokenClaims = { sub: account.id, ver: account.sessionVersion };
    return this.jwt.signAsync(claims, { expiresIn: this.config.jwt.expiresInSeconds });
  }

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
    const account = await this.find(id);
    if (!canManageUser(actor, account)) throw problem(403, 'FORBIDDEN', USER_ERRORS.notYours);
    return account;
  }

  /** An admin creating an account from the Create User form. */
  createByAdmin(actor: Actor, input: CreateUser, image?: string): Promise<UserAccount> {
    if (!canAssignAccessLevel(actor, input.accessLevel)) throw problem(403, 'FORBIDDEN', USER_ERRORS.godOnly);
    return this.create(input, image);
  }

  /** Checks everything that can fail before the picture is stored or a row is written. */
  async create(input: CreateUser, image?: string): Promise<UserAccount> {
    await this.assertEmailFree(input.email);
    await this.assertNotStaffName({ id: '', ...input });
    const { password, ...fields } = input;
    const account = new UserAccount({ ...fields, passwordHash: await hashPassword(password, this.config.passwordHashCost) });
    return this.images.saveWithImage(account, image, 'users', PROFILE_IMAGE, () => this.em.persistAndFlush(account));
  }

  async update(actor: Actor, input: UpdateUser, image?: string): Promise<UserAccount> {
    const account = await this.find(input.id);
    if (!canManageUser(actor, account)) throw problem(403, 'FORBIDDEN', USER_ERRORS.notYours);
    const { id: _id, password, currentPassword, altcha, accessLevel, ...fields } = input;

    if (accessLevel !== undefined && accessLevel !== account.accessLevel) {
      if (!isAdmin(actor.accessLevel)) throw problem(403, 'FORBIDDEN', USER_ERRORS.levelChange);
      if (!canAssignAccessLevel(actor, accessLevel)) throw problem(403, 'FORBIDDEN', USER_ERRORS.godOnly);
      if (removesLastGod(account, accessLevel, await this.countGods())) throw problem(409, 'LAST_GOD', USER_ERRORS.lastGod);
      // Fewer rights: whatever was signed in with the old level signs in again.
      if (accessLevel > account.accessLevel) account.sessionVersion += 1;
      account.accessLevel = accessLevel;
    }
    const ownPassword = password !== undefined && actor.id === account.id;
    // Counted with the sign-in failures: a borrowed session is no way round the captcha to guess the password.
    if (ownPassword && !(await this.attempts.passwordMatches(account.email, altcha, () => verifyPassword(currentPassword ?? '', account.passwordHash)))) {
      throw problem(403, 'WRONG_PASSWORD', USER_MESSAGES.currentPassword);
    }
    if (fields.email !== undefined && fields.email !== account.email) await this.assertEmailFree(fields.email);
    await this.assertNotStaffName({ id: account.id, fname: fields.fname ?? account.fname, lname: fields.lname ?? account.lname, accessLevel: account.accessLevel });
    this.em.assign(account, fields);
    if (password !== undefined) {
      account.passwordHash = await hashPassword(password, this.config.passwordHashCost);
      // Every session signed in with the old password ends; people changing their own get a new token (see the controller).
      account.sessionVersion += 1;
    }

    return this.images.saveWithImage(account, image, 'users', PROFILE_IMAGE, () => this.em.flush());
  }

  async remove(actor: Actor, id: string): Promise<void> {
    const account = await this.find(id);
    if (!canManageUser(actor, account)) throw problem(403, 'FORBIDDEN', USER_ERRORS.notYours);
    if (removesLastGod(account, undefined, await this.countGods())) throw problem(409, 'LAST_GOD', USER_ERRORS.lastGod);
    await this.em.removeAndFlush(account);
    await this.images.remove(account.imagePath);
  }

  /** The e-mail of each of these accounts, by id; accounts that are gone are left out. */
  async emailsOf(ids: string[]): Promise<Map<string, string>> {
    const accounts = ids.length ? await this.em.find(UserAccount, { id: { $in: [...new Set(ids)] } }) : [];
    return new Map(accounts.map((account) => [account.id, account.email]));
  }

  countGods(): Promise<number> {
    return this.em.count(UserAccount, { accessLevel: AccessLevel.GOD });
  }

  private async find(id: string): Promise<UserAccount> {
    const account = await this.em.findOne(UserAccount, { id });
    if (!account) throw problem(404, 'NOT_FOUND', USER_ERRORS.notFound);
    return account;
  }

  /** A family may not show the same name as a member of staff (a comment signed "Ada Office" must be the office's). */
  private async assertNotStaffName(person: Pick<UserAccount, 'id' | 'fname' | 'lname' | 'accessLevel'>): Promise<void> {
    if (isAdmin(person.accessLevel)) return;
    const staff = await this.em.find(UserAccount, { accessLevel: { $lt: AccessLevel.GENERAL } }, { fields: ['id', 'fname', 'lname', 'accessLevel'] });
    if (takesStaffName(person, staff)) throw problem(409, 'NAME_RESERVED', USER_MESSAGES.staffName);
  }

  private async assertEmailFree(email: string): Promise<void> {
    if (await this.em.count(UserAccount, { email })) throw problem(409, 'EMAIL_TAKEN', USER_ERRORS.emailTaken);
  }
}
