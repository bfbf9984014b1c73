import type { ApiClient } from '../api/client';
import { routeTo, send } from '../api/client';
import {
  type AnswerOfferResponse,
  type GetOfferForFamilyResponse,
  type GetWaitingListResponse,
  type JoinWaitingListResponse,
  type MakeOfferResponse,
  type MoveOnWaitingListResponse,
  OFFER_ROUTES,
  type SaveWaitingListSettingsResponse,
} from './offers.contract';
import type { Level } from './admissions.types';
import type { AnswerOffer, MakeOfferInput, MoveOnWaitingListInput, WaitingListSettings } from './offers.schema';

/** Staff: one level's and start term's waiting list in order, its places, offers and proposal. */
export const getWaitingList = (api: ApiClient, list: { level: Level; startTerm: string }) =>
  send(() => api.get(OFFER_ROUTES.getWaitingList, { searchParams: list }).json<GetWaitingListResponse>());

/** Staff: an applied student joins the waiting list of their level and start term. */
export const joinWaitingList = (api: ApiClient, studentId: string) =>
  send(() => api.post(OFFER_ROUTES.joinWaitingList, { json: { studentId } }).json<JoinWaitingListResponse>());

/** Staff: a family one place up or down, with the reason. */
export const moveOnWaitingList = (api: ApiClient, move: MoveOnWaitingListInput) =>
  send(() => api.post(OFFER_ROUTES.moveOnWaitingList, { json: move }).json<MoveOnWaitingListResponse>());

export const saveWaitingListSettings = (api: ApiClient, settings: WaitingListSettings) =>
  send(() => api.put(OFFER_ROUTES.saveWaitingListSettings, { json: settings }).json<SaveWaitingListSettingsResponse>());

/** Staff: offer a place; every guardian of the family is mailed a private link to answer. */
export const makeOffer = (api: ApiClient, offer: MakeOfferInput) => send(() => api.post(OFFER_ROUTES.makeOffer, { json: offer }).json<MakeOfferResponse>());

/** The family, from the mailed link: their child's offer. */
export const getOfferForFamily = (api: ApiClient, token: string) =>
  send(() => api.get(routeTo(OFFER_ROUTES.getOfferForFamily, { token })).json<GetOfferForFamilyResponse>());

export const answerOffer = (api: ApiClient, answer: AnswerOffer) => send(() => api.post(OFFER_ROUTES.answerOffer, { json: answer }).json<AnswerOfferResponse>());
