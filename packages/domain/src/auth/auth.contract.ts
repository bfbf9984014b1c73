import type { AuthUser, User } from '../users/user.types';
import type { AuthResponse, SuccessResponse } from './auth.types';

/** Paths under /api, named after the client functions that call them. */
export const AUTH_ROUTES = {
  register: 'auth/register',
  login: 'auth/login',
  forgotPassword: 'auth/forgotPassword',
  resetPassword: 'auth/resetPassword',
  getMe: 'auth/me',
} as const;

export type RegisterResponse = AuthResponse;
export type LoginResponse = AuthResponse;
/** `mailed: false` when the mail server could not be reached: the request waits and is mailed later (200 or 202). */
export type ForgotPasswordResponse = SuccessResponse & { mailed: boolean };
export type ResetPasswordResponse = SuccessResponse;

export interface GetMeResponse {
  authUser: AuthUser;
  user: User;
}
