import type { Envelope } from '../api/envelope';
import type { Offer, OfferForFamily, WaitingList } from './offers.types';

/** Paths under /api, named after the client functions that call them. */
export const OFFER_ROUTES = {
  getWaitingList: 'admissions/waiting-list',
  joinWaitingList: 'admissions/waiting-list',
  moveOnWaitingList: 'admissions/waiting-list/move',
  saveWaitingListSettings: 'admissions/waiting-list/settings',
  makeOffer: 'admissions/offers',
  getOfferForFamily: 'admissions/offers/respond/:token',
  answerOffer: 'admissions/offers/respond',
} as const;

/** The family's page that answers an offer; the mailed link adds ?token=. */
export const OFFER_RESPONSE_PAGE = '/offers/respond';

export type GetWaitingListResponse = Envelope<'waitingList', WaitingList>;
export type JoinWaitingListResponse = GetWaitingListResponse;
export type MoveOnWaitingListResponse = GetWaitingListResponse;
export type SaveWaitingListSettingsResponse = GetWaitingListResponse;
export type MakeOfferResponse = Envelope<'offer', Offer>;
export type GetOfferForFamilyResponse = Envelope<'offer', OfferForFamily>;
export type AnswerOfferResponse = { success: true; message: string } & Envelope<'offer', OfferForFamily>;
