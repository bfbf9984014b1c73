import type { AuthResponse, SuccessResponse } from '../auth/auth.types';
import type { User } from '../users/user.types';
import type {
  AccountPolicy,
  AccountSession,
  ChildAccount,
  ChildConsentStatus,
  ConsentRequestForParent,
  InactiveAccount,
  MyAccount,
  RecoveryCodes,
  TwoStepSetup,
} from './account.types';

/** Paths under /api, named after the client functions that call them. */
export const ACCOUNT_ROUTES = {
  submitSecondStep: 'auth/login/code',
  startRequiredSetup: 'auth/login/setup',
  confirmRequiredSetup: 'auth/login/setup/confirm',
  getMyAccount: 'account',
  getSessions: 'account/sessions',
  endSession: 'account/sessions/:id',
  endOtherSessions: 'account/sessions/end-others',
  startTwoStepSetup: 'account/two-step/setup',
  confirmTwoStepSetup: 'account/two-step/confirm',
  turnOffTwoStep: 'account/two-step/off',
  renewRecoveryCodes: 'account/two-step/recovery-codes',
  downloadMyData: 'account/data',
  createChild: 'account/children',
  getConsentRequest: 'children/consent/:token',
  giveConsent: 'children/consent',
  getConsentRequestsForMe: 'account/consent-requests',
  agreeToConsentRequest: 'account/consent-requests/:id/agree',
  declineConsentRequest: 'account/consent-requests/:id/decline',
  askAnotherParent: 'account/parent',
  createChildFor: 'users/:id/children',
  resetTwoStep: 'users/:id/two-step',
  getInactiveUsers: 'inactive-accounts',
  getAccountPolicy: 'account-policy',
  updateAccountPolicy: 'account-policy',
} as const;

export type SecondStepResponse = AuthResponse;
export type RequiredSetupResponse = TwoStepSetup;
/** Signed in at last, with the recovery codes shown once. */
export type ConfirmRequiredSetupResponse = AuthResponse & RecoveryCodes;
export type GetMyAccountResponse = MyAccount;
export interface GetSessionsResponse {
  sessions: AccountSession[];
}
export type EndSessionResponse = SuccessResponse;
export type EndOtherSessionsResponse = SuccessResponse & { ended: number };
export type StartTwoStepSetupResponse = TwoStepSetup;
/** The other sign-ins end when a second step is added; this one carries on. */
export type ConfirmTwoStepSetupResponse = RecoveryCodes;
/** The other sign-ins end when it is turned off; this one carries on. */
export type TurnOffTwoStepResponse = SuccessResponse;
export type RenewRecoveryCodesResponse = RecoveryCodes;
export interface CreateChildResponse {
  child: ChildAccount;
}
export interface GetConsentRequestResponse {
  childName: string;
  parentEmail: string;
  given: boolean;
}
export type GiveConsentResponse = SuccessResponse & { child: ChildAccount };
/** The children's sign-ups that name the signed-in account's verified address, oldest first. */
export interface GetConsentRequestsForMeResponse {
  requests: ConsentRequestForParent[];
}
export type AgreeToConsentRequestResponse = GiveConsentResponse;
export type DeclineConsentRequestResponse = SuccessResponse;
export interface AskAnotherParentResponse {
  consentRequest: ChildConsentStatus;
}
export interface CreateChildForResponse {
  user: User;
}
/** `user`: the account as it now is (two-step off). */
export type ResetTwoStepResponse = SuccessResponse & { user: User };
export interface GetInactiveUsersResponse {
  accounts: InactiveAccount[];
  months: number;
}
export interface GetAccountPolicyResponse {
  policy: AccountPolicy;
}
export type UpdateAccountPolicyResponse = GetAccountPolicyResponse;
