import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateMyMailPreferences } from '@trailside/domain/mail/mail.client';
import type { UpdateMyMailPreferencesInput } from '@trailside/domain/mail/mail.schema';
import type { MailPreferencesChangeResponse } from '@trailside/domain/mail/mail.types';
import { useApi } from '../../api/api-provider';
import { useAuth } from '../../auth/auth-provider';
import { mailKeys } from './mail-keys';

/** PUT /api/mail-preferences/me: the answer's message says what happens next (a link to confirm, or saved). */
export function useUpdateMyMailPreferences() {
  const api = useApi();
  const queryClient = useQueryClient();
  const viewerId = useAuth().session?.authUser.id ?? '';
  return useMutation({
    mutationFn: (change: UpdateMyMailPreferencesInput) => updateMyMailPreferences(api, change),
    onSuccess: (answer) => queryClient.setQueryData(mailKeys.mine(viewerId), answer.preferences),
    meta: { successMessage: { text: (answer: MailPreferencesChangeResponse) => answer.message }.text as (data: unknown) => string },
  });
}
