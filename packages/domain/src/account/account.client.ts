import type { ApiClient } from '../api/client';
import { routeTo, send } from '../api/client';
import type { SuccessResponse } from '../auth/auth.types';
import {
  ACCOUNT_ROUTES,
  type AgreeToConsentRequestResponse,
  type AskAnotherParentResponse,
  type DeclineConsentRequestResponse,
  type GetConsentRequestsForMeResponse,
  type ConfirmRequiredSetupResponse,
  type ConfirmTwoStepSetupResponse,
  type CreateChildForResponse,
  type CreateChildResponse,
  type EndOtherSessionsResponse,
  type GetAccountPolicyResponse,
  type GetConsentRequestResponse,
  type GetInactiveUsersResponse,
  type GetMyAccountResponse,
  type GetSessionsResponse,
  type GiveConsentResponse,
  type RenewRecoveryCodesResponse,
  type RequiredSetupResponse,
  type ResetTwoStepResponse,
  type SecondStepResponse,
  type StartTwoStepSetupResponse,
  type TurnOffTwoStepResponse,
  type UpdateAccountPolicyResponse,
} from './account.contract';
import type {
  AskAnotherParentInput,
  ConfirmSetupWithTicketInput,
  ConfirmTwoStepInput,
  CreateChildInput,
  PasswordConfirmationInput,
  SecondStepInput,
  UpdateAccountPolicyInput,
} from './account.schema';
import type { MyData } from './account.types';

export const submitSecondStep = (api: ApiClient, body: SecondStepInput) =>
  send(() => api.post(ACCOUNT_ROUTES.submitSecondStep, { json: body }).json<SecondStepResponse>());

export const startRequiredSetup = (api: ApiClient, ticket: string) =>
  send(() => api.post(ACCOUNT_ROUTES.startRequiredSetup, { json: { ticket } }).json<RequiredSetupResponse>());

export const confirmRequiredSetup = (api: ApiClient, body: ConfirmSetupWithTicketInput) =>
  send(() => api.post(ACCOUNT_ROUTES.confirmRequiredSetup, { json: body }).json<ConfirmRequiredSetupResponse>());

export const getMyAccount = (api: ApiClient) => send(() => api.get(ACCOUNT_ROUTES.getMyAccount).json<GetMyAccountResponse>());

export const getSessions = (api: ApiClient) => send(() => api.get(ACCOUNT_ROUTES.getSessions).json<GetSessionsResponse>());

export const endSession = (api: ApiClient, id: string) =>
  send(() => api.delete(routeTo(ACCOUNT_ROUTES.endSession, { id })).json<SuccessResponse>());

export const endOtherSessions = (api: ApiClient) => send(() => api.post(ACCOUNT_ROUTES.endOtherSessions).json<EndOtherSessionsResponse>());

export const startTwoStepSetup = (api: ApiClient) => send(() => api.post(ACCOUNT_ROUTES.startTwoStepSetup).json<StartTwoStepSetupResponse>());

export const confirmTwoStepSetup = (api: ApiClient, body: ConfirmTwoStepInput) =>
  send(() => api.post(ACCOUNT_ROUTES.confirmTwoStepSetup, { json: body }).json<ConfirmTwoStepSetupResponse>());

export const turnOffTwoStep = (api: ApiClient, body: PasswordConfirmationInput) =>
  send(() => api.post(ACCOUNT_ROUTES.turnOffTwoStep, { json: body }).json<TurnOffTwoStepResponse>());

export const renewRecoveryCodes = (api: ApiClient, body: PasswordConfirmationInput) =>
  send(() => api.post(ACCOUNT_ROUTES.renewRecoveryCodes, { json: body }).json<RenewRecoveryCodesResponse>());

export const downloadMyData = (api: ApiClient) => send(() => api.get(ACCOUNT_ROUTES.downloadMyData).json<MyData>());

export const createChild = (api: ApiClient, body: CreateChildInput) =>
  send(() => api.post(ACCOUNT_ROUTES.createChild, { json: body }).json<CreateChildResponse>());

export const getConsentRequest = (api: ApiClient, token: string) =>
  send(() => api.get(routeTo(ACCOUNT_ROUTES.getConsentRequest, { token })).json<GetConsentRequestResponse>());

export const giveConsent = (api: ApiClient, token: string) =>
  send(() => api.post(ACCOUNT_ROUTES.giveConsent, { json: { token } }).json<GiveConsentResponse>());

export const getConsentRequestsForMe = (api: ApiClient) => send(() => api.get(ACCOUNT_ROUTES.getConsentRequestsForMe).json<GetConsentRequestsForMeResponse>());

export const agreeToConsentRequest = (api: ApiClient, id: string) =>
  send(() => api.post(routeTo(ACCOUNT_ROUTES.agreeToConsentRequest, { id })).json<AgreeToConsentRequestResponse>());

export const declineConsentRequest = (api: ApiClient, id: string) =>
  send(() => api.post(routeTo(ACCOUNT_ROUTES.declineConsentRequest, { id })).json<DeclineConsentRequestResponse>());

export const askAnotherParent = (api: ApiClient, body: AskAnotherParentInput) =>
  send(() => api.post(ACCOUNT_ROUTES.askAnotherParent, { json: body }).json<AskAnotherParentResponse>());

export const createChildFor = (api: ApiClient, parentId: string, body: CreateChildInput) =>
  send(() => api.post(routeTo(ACCOUNT_ROUTES.createChildFor, { id: parentId }), { json: body }).json<CreateChildForResponse>());

export const resetTwoStep = (api: ApiClient, userId: string) =>
  send(() => api.delete(routeTo(ACCOUNT_ROUTES.resetTwoStep, { id: userId })).json<ResetTwoStepResponse>());

export const getInactiveUsers = (api: ApiClient) => send(() => api.get(ACCOUNT_ROUTES.getInactiveUsers).json<GetInactiveUsersResponse>());

export const getAccountPolicy = (api: ApiClient) => send(() => api.get(ACCOUNT_ROUTES.getAccountPolicy).json<GetAccountPolicyResponse>());

export const updateAccountPolicy = (api: ApiClient, body: UpdateAccountPolicyInput) =>
  send(() => api.put(ACCOUNT_ROUTES.updateAccountPolicy, { json: body }).json<UpdateAccountPolicyResponse>());
