import type { ApiClient } from '../api/client';
import { multipartPayload, send } from '../api/client';
import type { SignUpInput } from '../users/user.schema';
import type { AuthUser, User } from '../users/user.types';
import type { ForgotPasswordInput, LoginInput, ResetPasswordInput } from './auth.schema';
import type { AuthResponse, SuccessResponse } from './auth.types';

export const register = (api: ApiClient, payload: SignUpInput, profileImage?: Blob | null) =>
  send(() => api.post('auth/register', { body: multipartPayload(payload, { profileImage }) }).json<AuthResponse>());

export const login = (api: ApiClient, body: LoginInput) =>
  send(() => api.post('auth/login', { json: body }).json<AuthResponse>());

export const forgotPassword = (api: ApiClient, body: ForgotPasswordInput) =>
  send(() => api.post('auth/forgotPassword', { json: body }).json<SuccessResponse>());

export const resetPassword = (api: ApiClient, body: ResetPasswordInput) =>
  send(() => api.post('auth/resetPassword', { json: body }).json<SuccessResponse>());

export const getMe = (api: ApiClient) =>
  send(() => api.get('auth/me').json<{ authUser: AuthUser; user: User }>());
