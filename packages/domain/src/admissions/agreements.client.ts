import type { ApiClient } from '../api/client';
import { requireEntity, routeTo, send } from '../api/client';
import {
  AGREEMENT_ROUTES,
  type GetAgreementsResponse,
  type GetAgreementTemplateResponse,
  type GetAgreementToSignResponse,
  type SaveAgreementTemplateResponse,
  type SignAgreementResponse,
} from './agreement.contract';
import { AGREEMENT_ERRORS } from './agreement.messages';
import type { SaveAgreementTemplateInput, SignAgreementInput } from './agreement.schema';

const withAgreement = requireEntity('agreement', AGREEMENT_ERRORS.notFound);

/** Staff: the template new agreements are filled from. */
export const getAgreementTemplate = (api: ApiClient) => send(() => api.get(AGREEMENT_ROUTES.getAgreementTemplate).json<GetAgreementTemplateResponse>());

/** Staff: saves a new version of the template (agreements made earlier keep theirs). */
export const saveAgreementTemplate = (api: ApiClient, input: SaveAgreementTemplateInput) =>
  send(() => api.put(AGREEMENT_ROUTES.saveAgreementTemplate, { json: input }).json<SaveAgreementTemplateResponse>());

/** Staff: the latest agreements, with who signed when. */
export const getAgreements = (api: ApiClient) => send(() => api.get(AGREEMENT_ROUTES.getAgreements).json<GetAgreementsResponse>());

/** Staff: a signed agreement's PDF. */
export const getAgreementPdf = (api: ApiClient, id: string) => send(() => api.get(routeTo(AGREEMENT_ROUTES.getAgreementPdf, { id })).blob());

/** A guardian's private link: the exact text to sign and who has signed. */
export const getAgreementToSign = (api: ApiClient, token: string) =>
  send(() => api.get(routeTo(AGREEMENT_ROUTES.getAgreementToSign, { token })).json<GetAgreementToSignResponse>()).then(withAgreement);

export const signAgreement = (api: ApiClient, input: SignAgreementInput) =>
  send(() => api.post(AGREEMENT_ROUTES.signAgreement, { json: input }).json<SignAgreementResponse>()).then(withAgreement);
