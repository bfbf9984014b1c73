import type { ApiClient } from '../api/client';
import { multipartPayload, send } from '../api/client';
import type { CreateUserInput, UpdateUserInput } from './user.schema';
import type { User } from './user.types';

export const getUsers = (api: ApiClient) => send(() => api.get('users').json<{ users: User[] }>());

export const getUser = (api: ApiClient, id: string) =>
  send(() => api.get(`users/${encodeURIComponent(id)}`).json<{ user: User }>());

export const createUser = (api: ApiClient, payload: CreateUserInput, profileImage?: Blob | null) =>
  send(() => api.post('users', { body: multipartPayload(payload, { profileImage }) }).json<{ user: User }>());

export const updateUser = (api: ApiClient, payload: UpdateUserInput, profileImage?: Blob | null) =>
  send(() => api.put('users', { body: multipartPayload(payload, { profileImage }) }).json<{ user: User }>());

export const deleteUser = (api: ApiClient, id: string) =>
  send(() => api.delete('users', { json: { id } }).json<{ success: true }>());
