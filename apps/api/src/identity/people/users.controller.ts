import { Body, Controller, Ip, Param, Query, UploadedFile } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type CreateUserResponse,
  type DeleteUserResponse,
  type GetUserResponse,
  type GetUsersResponse,
  type UpdateUserResponse,
  USER_ROUTES,
} from '@trailside/domain/users/user.contract';
import { INVITATION_TTL_DAYS } from '@trailside/domain/users/user.messages';
import {
  createUserSchema,
  type CreateUser,
  type DeleteUser,
  deleteUserSchema,
  type UpdateUser,
  updateUserSchema,
  MAX_USERS_LIMIT,
  type UsersQuery,
  usersQuerySchema,
} from '@trailside/domain/users/user.schema';
import { CurrentUser } from '../../common/access/current-user.decorator';
import type { UserAccount } from './user-account.entity';
import { UsersService } from './users.service';
import type { SignedInAccount } from '../sign-in/account-cache.service';
import { SessionsService } from '../sign-in/sessions.service';
import { PasswordAttemptLimit } from '../../common/rate-limit/rate-limit.guard';
import { USERS_AUDIT } from './users.audit';
import { Endpoint } from '../../common/endpoint/endpoint.decorator';
import { queryParams } from '../../common/validation/query-params';

@ApiTags('users')
@Controller()
export class UsersController {
  constructor(
    private readonly users: UsersService,
    private readonly passwordAttempts: PasswordAttemptLimit,
    private readonly sessions: SessionsService,
  ) {}

  @Endpoint({
    method: 'GET', path: USER_ROUTES.getUsers, access: 'admin',
    query: queryParams(usersQuerySchema, {
      q: "Text the user's first or last name, e-mail or child's name contains, in any case (at most 200 characters).",
      limit: `1-${MAX_USERS_LIMIT}; every matching user when left out.`,
      offset: 'How many matching users to skip, default 0.',
    }),
    summary: 'List users, searched and paged',
    description:
      'Admins. Users matching q, by last name then first name, limit of them from offset. ' +
      'Response: { users, total (matching q), limit (null when none was asked for), offset, nextOffset (null on the last page), ' +
      'parentNames (the linked parents of the page\'s children, by id), childNames (the children of the page\'s parents, by the parent\'s id) }.',
  })
  async list(@Query() query: UsersQuery): Promise<GetUsersResponse> {
    const { accounts, total } = await this.users.list(query);
    const next = query.offset + accounts.length;
    const { parentNames, childNames } = await this.users.familyLinksOf(accounts);
    return {
      parentNames,
      childNames,
      users: accounts.map((account) => this.users.view(account)),
      total,
      limit: query.limit ?? null,
      offset: query.offset,
      nextOffset: accounts.length && next < total ? next : null,
    };
  }

  @Endpoint({
    method: 'GET', path: USER_ROUTES.getUser, access: { permission: 'user.read' },
    summary: 'One user', description: 'Response: { user }.',
  })
  async get(@CurrentUser() actor: UserAccount, @Param('id') id: string): Promise<GetUserResponse> {
    return { user: this.users.view(await this.users.get(actor, id)) };
  }

  @Endpoint({
    method: 'POST', path: USER_ROUTES.createUser, access: 'admin', audit: USERS_AUDIT.create,
    body: createUserSchema, upload: { picture: 'profileImage' },
    summary: 'Create a user (the Create User form)',
    description:
      'Fields as JSON, as multipart fields, or as a multipart `payload` JSON field. Only a GOD may create a GOD. With invite: true ' +
      'there is no password: the person is mailed a link to choose one (through the outbox; it works once, for ' +
      `${INVITATION_TTL_DAYS} days, on the site's /reset-password page, and counts among the mails an address gets unasked). ` +
      'Without invite a password is needed. Response: { user }, plus invitation: "mailed", or "held" when the address has had ' +
      'its day\'s unasked mail (the account is made; "Forgot your password?" still works).',
  })
  async create(
    @CurrentUser() actor: UserAccount,
    @Body() input: CreateUser,
    @UploadedFile() image?: Express.Multer.File,
  ): Promise<CreateUserResponse> {
    const { account, invitation } = await this.users.createByAdmin(actor, input, image?.path);
    return invitation ? { user: this.users.view(account), invitation } : { user: this.users.view(account) };
  }

  @Endpoint({
    method: 'PUT', path: USER_ROUTES.updateUser, access: { permission: 'user.update' }, audit: USERS_AUDIT.update,
    body: updateUserSchema, upload: { picture: 'profileImage' },
    summary: 'Change a user',
    description:
      'The id plus only the fields that change. Users change their own account (a new password or e-mail needs currentPassword, counted ' +
      'with the sign-in failures: after five wrong ones it also needs altcha, a solved captcha, and each address may try ' +
      'AUTH_RATE_LIMIT_PER_MINUTE times a minute); names may not be a staff member\'s (409 NAME_RESERVED); ' +
      'admins change accounts at their level or below, and parents their children\'s. ' +
      'Only admins change access levels, never above their own, and the last GOD cannot be demoted. ' +
      'A new password or a lower level signs out the account\'s other sessions (and ends them in its list of sign-ins); so does a staff level ' +
      'for an account without two-step sign-in while the school requires it of staff (it sets one up at its next sign-in). Response: { user }, plus { token } when you changed your own password.',
  })
  async update(
    @CurrentUser() actor: SignedInAccount,
    @Body() input: UpdateUser,
    @Ip() address: string,
    @UploadedFile() image?: Express.Multer.File,
  ): Promise<UpdateUserResponse> {
    // A new password or e-mail of one's own means checking the current one: limited per address like signing in.
    if ((input.password !== undefined || input.email !== undefined) && input.id === actor.id) await this.passwordAttempts.count(address);
    const account = await this.users.update(actor, input, image?.path);
    const user = this.users.view(account);
    // A new password of one's own signs out every old token, this one too: the caller carries on in the same
    // sign-in with a new token (the others have left the list of sign-ins).
    const ownPassword = account.id === actor.id && input.password !== undefined;
    return ownPassword ? { user, token: await this.sessions.tokenFor(account, actor.sessionId) } : { user };
  }

  @Endpoint({
    method: 'DELETE', path: USER_ROUTES.deleteUser, access: { permission: 'user.delete' }, audit: USERS_AUDIT.remove, body: deleteUserSchema, status: 200,
    summary: 'Delete a user',
    description:
      'Body { id, password? }. Users may delete their own account, and parents their children\'s, with their own password ' +
      '(403 WRONG_PASSWORD otherwise; counted like sign-in failures, with altcha after five); staff delete others\' without one. ' +
      'The account\'s testimonials and comments awaiting approval are deleted, its approved comments stay signed "A former ' +
      'member", its children are unlinked, its picture is removed. The last GOD cannot be deleted. Response: { success: true }.',
  })
  async remove(
    @CurrentUser() actor: UserAccount,
    @Body() { id, password, altcha }: DeleteUser,
    @Ip() address: string,
  ): Promise<DeleteUserResponse> {
    if (password !== undefined) await this.passwordAttempts.count(address);
    await this.users.remove(actor, id, password, altcha);
    return { success: true };
  }
}
