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

export type GetUsersResponse = Envelope<'users', User[]>;

export type GetUserResponse = Envelope<'user', User>;
export type CreateUserResponse = GetUserResponse;
/** `token` comes back when you changed your own password: every older token (the one sent too) is signed out. */
export type UpdateUserResponse = GetUserResponse & { token?: string };

export interface DeleteUserResponse {
  success: true;
}
