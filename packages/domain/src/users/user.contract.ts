import type { Envelope } from '../api/envelope';
import type { User } from './user.types';

/** Paths under /api, named after the client functions that call them. */
export const USER_ROUTES = {
  getUsers: 'users',
  getUser: 'users/:id',
  createUser: 'users',
  updateUser: 'users',
  deleteUser: 'users',
} as const;

/** GET /api/users (admins): by last name, then first name. */
export interface GetUsersResponse {
  /** The users matching `q`, `limit` of them from `offset` (every match when no limit was asked for). */
  users: User[];
  /** Users matching `q`: what paging goes through. */
  total: number;
  /** The limit asked for, or null when none was. */
  limit: number | null;
  offset: number;
  /** The offset of the next page, or null when this page is the last. */
  nextOffset: number | null;
  /** Parent-child links of this page's accounts, for the People view: each parent's name by id ... */
  parentNames: Record<string, string>;
  /** ... and each parent's children's names, by the parent's id. */
  childNames: Record<string, string[]>;
}

export type GetUserResponse = Envelope<'user', User>;
/** `invitation` when one was asked for: mailed, or held because the address had its day's unsolicited mail. */
export type CreateUserResponse = GetUserResponse & { invitation?: 'mailed' | 'held' };
/** `token` comes back when you changed your own password: every older token (the one sent too) is signed out. */
export type UpdateUserResponse = GetUserResponse & { token?: string };

export interface DeleteUserResponse {
  success: true;
}
