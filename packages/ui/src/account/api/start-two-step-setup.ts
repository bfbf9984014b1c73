import { useMutation } from '@tanstack/react-query';
import { startRequiredSetup, startTwoStepSetup } from '@trailside/domain/account/account.client';
import { useApi } from '../../api/api-provider';

/**
 * A new authenticator secret to scan: POST /api/account/two-step/setup for a signed-in person, or, with the
 * password step's ticket, POST /api/auth/login/setup for staff required to set it up as they sign in.
 */
export function useStartTwoStepSetup(ticket?: string) {
  const api = useApi();
  return useMutation({ mutationFn: () => (ticket ? startRequiredSetup(api, ticket) : startTwoStepSetup(api)) });
}
