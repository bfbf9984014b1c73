import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@trailside/domain/api/client';
import { previewLetter } from '@trailside/domain/mail/mail.client';
import { useApi } from '../../api/api-provider';
import { mailKeys } from './mail-keys';

export const letterPreviewQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: mailKeys.letterPreview(), queryFn: async () => (await previewLetter(api)).preview });

/** GET /api/subscribers/letter-preview (staff): the next weekly letter, made now, only when asked for. */
export function useLetterPreview(enabled: boolean) {
  return useQuery({ ...letterPreviewQueryOptions(useApi()), enabled });
}
