import type { Envelope } from '../api/envelope';
import type { AgreementForSigner, AgreementSummary, AgreementTemplate } from './agreement.types';

/** Paths under /api, named after the client functions that call them. */
export const AGREEMENT_ROUTES = {
  getAgreementTemplate: 'admissions/agreement-template',
  saveAgreementTemplate: 'admissions/agreement-template',
  getAgreements: 'admissions/agreements',
  getAgreementPdf: 'admissions/agreements/:id/pdf',
  /** The private link's routes: the token is the only key. */
  getAgreementToSign: 'admissions/agreement/:token',
  signAgreement: 'admissions/agreement/sign',
  getSignedAgreementPdf: 'admissions/agreement/:token/pdf',
} as const;

/** The site's page a guardian's mail links to, with `?token=`. */
export const AGREEMENT_PAGE_PATH = '/agreement/sign';

export type GetAgreementTemplateResponse = Envelope<'template', AgreementTemplate>;
export type SaveAgreementTemplateResponse = GetAgreementTemplateResponse;
export type GetAgreementsResponse = Envelope<'agreements', AgreementSummary[]>;
export type GetAgreementToSignResponse = Envelope<'agreement', AgreementForSigner>;
export type SignAgreementResponse = { success: true; message: string } & GetAgreementToSignResponse;

/** The address of a guardian's signed copy (a plain link: the token is the key, no sign-in needed). */
export const signedAgreementPdfUrl = (token: string) => `/api/${AGREEMENT_ROUTES.getSignedAgreementPdf.replace(':token', encodeURIComponent(token))}`;
