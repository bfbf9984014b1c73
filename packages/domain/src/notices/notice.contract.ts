import type { Envelope, Removed } from '../api/envelope';
import type { Notice, NoticesResponse } from './notice.types';

/** Paths under /api, named after the client functions that call them. */
export const NOTICE_ROUTES = {
  getNotices: 'notices',
  getAllNotices: 'notices/all',
  createNotice: 'notices',
  updateNotice: 'notices',
  deleteNotice: 'notices',
  endNotice: 'notices/end',
} as const;

export type GetNoticesResponse = NoticesResponse;
/** GET /api/notices/all (staff): every notice, scheduled, running or ended, latest start first. */
export type GetAllNoticesResponse = NoticesResponse;
export type CreateNoticeResponse = Envelope<'notice', Notice>;
export type UpdateNoticeResponse = CreateNoticeResponse;
export type EndNoticeResponse = CreateNoticeResponse;
export type DeleteNoticeResponse = Removed<'notice', Notice>;
