import type { ApiClient } from '../api/client';
import { multipartPayload, send } from '../api/client';
import type { SignUpInput } from '../users/user.schema';
import {
  AUTH_ROUTES,
  type ForgotPasswordResponse,
  type GetMeResponse,
  type LoginResponse,
  type RegisterResponse,
  type ResetPasswordResponse,
} from './auth.contract';
import type { ForgotPasswordInput, LoginInput, ResetPasswordInput } from './auth.schema';

export const register = (api: ApiClient, payload: SignUpInput, profileImage?: Blob | null) =>
  send(() => api.post(AUTH_ROUTES.register, { body: multipartPayload(payload, { profileImage }) }).json<RegisterResponse>());

export const login = (api: ApiClient, body: LoginInput) => send(() => api.post(AUTH_ROUTES.login, { json: body }).json<LoginResponse>());

export const forgotPassword = (api: ApiClient, body: ForgotPasswordInput) =>
  send(() => api.post(AUTH_ROUTES.forgotPassword, { json: body }).json<ForgotPasswordResponse>());

export const resetPassword = (api: ApiClient, body: ResetPasswordInput) =>
  send(() => api.post(AUTH_ROUTES.resetPassword, { json: body }).json<ResetPasswordResponse>());

export const getMe = (api: ApiClient) => send(() => api.get(AUTH_ROUTES.getMe).json<GetMeResponse>());
