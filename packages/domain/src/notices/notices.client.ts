import type { ApiClient } from '../api/client';
import { requireEntity, send } from '../api/client';
import {
  type CreateNoticeResponse,
  type DeleteNoticeResponse,
  type EndNoticeResponse,
  type GetAllNoticesResponse,
  type GetNoticesResponse,
  NOTICE_ROUTES,
  type UpdateNoticeResponse,
} from './notice.contract';
import { NOTICE_ERRORS } from './notice.messages';
import type { CreateNoticeInput, UpdateNoticeInput } from './notice.schema';

const withNotice = requireEntity('notice', NOTICE_ERRORS.notFound);

/** The notices running now (anyone): what the banner above every page shows. */
export const getNotices = (api: ApiClient) => send(() => api.get(NOTICE_ROUTES.getNotices).json<GetNoticesResponse>());

/** Staff: every notice, scheduled, running or ended. */
export const getAllNotices = (api: ApiClient) => send(() => api.get(NOTICE_ROUTES.getAllNotices).json<GetAllNoticesResponse>());

export const createNotice = (api: ApiClient, notice: CreateNoticeInput) =>
  send(() => api.post(NOTICE_ROUTES.createNotice, { json: notice }).json<CreateNoticeResponse>()).then(withNotice);

export const updateNotice = (api: ApiClient, change: UpdateNoticeInput) =>
  send(() => api.put(NOTICE_ROUTES.updateNotice, { json: change }).json<UpdateNoticeResponse>()).then(withNotice);

/** Ends a notice now: it leaves the website at once. */
export const endNotice = (api: ApiClient, id: string) =>
  send(() => api.post(NOTICE_ROUTES.endNotice, { json: { id } }).json<EndNoticeResponse>()).then(withNotice);

export const deleteNotice = (api: ApiClient, id: string) =>
  send(() => api.delete(NOTICE_ROUTES.deleteNotice, { json: { id } }).json<DeleteNoticeResponse>()).then(withNotice);
