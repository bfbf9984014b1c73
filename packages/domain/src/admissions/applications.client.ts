import type { ApiClient } from '../api/client';
import { routeTo, send } from '../api/client';
import { searchParamsOf } from '../pagination/list-query';
import {
  type AddApplicationNoteResponse,
  APPLICATION_ROUTES,
  type ApplyResponse,
  type GetApplicationResponse,
  type GetApplicationsResponse,
  type OpenApplicationResponse,
} from './applications.contract';
import type { ApplicationsQueryInput, ApplyInput } from './applications.schema';

/** Sends an application: its fields as JSON in `payload` (spec section 7), each document under `documents`. */
export function apply(api: ApiClient, application: ApplyInput, documents: readonly File[] = []) {
  const body = new FormData();
  body.append('payload', JSON.stringify(application));
  for (const document of documents) body.append('documents', document);
  return send(() => api.post(APPLICATION_ROUTES.apply, { body, timeout: 120_000 }).json<ApplyResponse>());
}

/** Opens the private link: confirms the address the first time, and answers where the application stands. */
export const openApplication = (api: ApiClient, token: string) =>
  send(() => api.post(APPLICATION_ROUTES.openApplication, { json: { token } }).json<OpenApplicationResponse>());

/** A page of completed applications, newest first (staff only). */
export const getApplications = (api: ApiClient, query: ApplicationsQueryInput = {}) =>
  send(() => api.get(APPLICATION_ROUTES.getApplications, { searchParams: searchParamsOf(query) }).json<GetApplicationsResponse>());

export const getApplication = (api: ApiClient, id: string) =>
  send(() => api.get(routeTo(APPLICATION_ROUTES.getApplication, { id })).json<GetApplicationResponse>());

export const addApplicationNote = (api: ApiClient, id: string, text: string) =>
  send(() => api.post(routeTo(APPLICATION_ROUTES.addApplicationNote, { id }), { json: { text } }).json<AddApplicationNoteResponse>());

/** A document's bytes (staff only): the console saves them as a file. */
export const downloadApplicationDocument = (api: ApiClient, id: string) =>
  send(() => api.get(routeTo(APPLICATION_ROUTES.downloadApplicationDocument, { id })).blob());
