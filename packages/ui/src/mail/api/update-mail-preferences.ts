import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateMailPreferences } from '@trailside/domain/mail/mail.client';
import type { UpdateMailPreferencesInput } from '@trailside/domain/mail/mail.schema';
import type { MailPreferencesChangeResponse } from '@trailside/domain/mail/mail.types';
import { useApi } from '../../api/api-provider';
import { mailKeys } from './mail-keys';

/** PUT /api/mail-preferences with a mail link's token. */
export function useUpdateMailPreferences() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UpdateMailPreferencesInput) => updateMailPreferences(api, change),
    onSuccess: (answer, change) => queryClient.setQueryData(mailKeys.byLink(change.token), answer.preferences),
    meta: { successMessage: { text: (answer: MailPreferencesChangeResponse) => answer.message }.text as (data: unknown) => string },
  });
}
