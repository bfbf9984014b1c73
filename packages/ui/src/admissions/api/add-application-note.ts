import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addApplicationNote } from '@trailside/domain/admissions/applications.client';
import { APPLICATION_TEXTS } from '@trailside/domain/admissions/applications.messages';
import { useApi } from '../../api/api-provider';
import { applicationKeys } from './application-keys';

/** POST /api/applications/:id/notes (staff): the note joins the family's timeline, which the opened application shows at once. */
export function useAddApplicationNote(id: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (text: string) => (await addApplicationNote(api, id, text)).application,
    onSuccess: (application) => queryClient.setQueryData(applicationKeys.one(id), application),
    meta: { successMessage: APPLICATION_TEXTS.noteAdded, errorBanner: false },
  });
}
