import type { AuthUser, User } from '../users/user.types';
import type { ChildConsentStatus, SecondStepChallenge } from '../account/account.types';
import type { AuthResponse, SuccessResponse } from './auth.types';

/** Paths under /api, named after the client functions that call them. */
export const AUTH_ROUTES = {
  register: 'auth/register',
  login: 'auth/login',
  forgotPassword: 'auth/forgotPassword',
  resetPassword: 'auth/resetPassword',
  getMe: 'auth/me',
} as const;

/** A child's sign-up also says whether its parent could be mailed (`consentRequest`), so it can tell the child what to do. */
export type RegisterResponse = AuthResponse & { consentRequest?: ChildConsentStatus };
/** A session, or, for an account with two-step sign-in (or staff who must set it up), the ticket for the next step. */
export type LoginResponse = AuthResponse | SecondStepChallenge;
/** The same answer for every address (whether it has an account is never told); the mail follows from the outbox. */
export type ForgotPasswordResponse = SuccessResponse;
export type ResetPasswordResponse = SuccessResponse;

export interface GetMeResponse {
  authUser: AuthUser;
  user: User;
}
