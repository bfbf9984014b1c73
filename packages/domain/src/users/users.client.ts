import type { ApiClient } from '../api/client';
import { multipartPayload, requireEntity, routeTo, send } from '../api/client';
import { searchParamsOf } from '../pagination/list-query';
import {
  type CreateUserResponse,
  type DeleteUserResponse,
  type GetUserResponse,
  type GetUsersResponse,
  type UpdateUserResponse,
  USER_ROUTES,
} from './user.contract';
import { USER_MISSING } from './user.messages';
import type { CreateUserInput, UpdateUserInput, UsersQueryInput } from './user.schema';

const withUser = requireEntity('user', USER_MISSING);

/** Every user, or a page of those matching the query's search. */
export const getUsers = (api: ApiClient, query: UsersQueryInput = {}) =>
  send(() => api.get(USER_ROUTES.getUsers, { searchParams: searchParamsOf(query) }).json<GetUsersResponse>());

export const getUser = (api: ApiClient, id: string) =>
  send(() => api.get(routeTo(USER_ROUTES.getUser, { id })).json<GetUserResponse>()).then(withUser);

export const createUser = (api: ApiClient, payload: CreateUserInput, profileImage?: Blob | null) =>
  send(() => api.post(USER_ROUTES.createUser, { body: multipartPayload(payload, { profileImage }) }).json<CreateUserResponse>()).then(withUser);

export const updateUser = (api: ApiClient, payload: UpdateUserInput, profileImage?: Blob | null) =>
  send(() => api.put(USER_ROUTES.updateUser, { body: multipartPayload(payload, { profileImage }) }).json<UpdateUserResponse>()).then(withUser);

/** `password`: the actor's own, needed unless staff delete someone else's account (deleteNeedsPassword). */
export const deleteUser = (api: ApiClient, id: string, password?: string) =>
  send(() => api.delete(USER_ROUTES.deleteUser, { json: password === undefined ? { id } : { id, password } }).json<DeleteUserResponse>());
