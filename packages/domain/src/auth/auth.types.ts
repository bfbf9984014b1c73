import type { AuthUser, User } from '../users/user.types';

/** What register and login return: the spec's authUser and user, plus the bearer token. */
export interface AuthResponse {
  authUser: AuthUser;
  user: User;
  token: string;
}

export interface SuccessResponse {
  success: true;
  message: string;
}
