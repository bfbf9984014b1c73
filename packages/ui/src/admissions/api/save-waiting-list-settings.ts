import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveWaitingListSettings } from '@trailside/domain/admissions/offers.client';
import { OFFER_SUCCESS } from '@trailside/domain/admissions/offers.messages';
import type { WaitingListSettings } from '@trailside/domain/admissions/offers.schema';
import { useApi } from '../../api/api-provider';
import { offersKeys } from './offers-keys';

/** PUT /api/admissions/waiting-list/settings (staff): a list's places open and whether siblings go first. */
export function useSaveWaitingListSettings() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: WaitingListSettings) => saveWaitingListSettings(api, settings),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offersKeys.all }),
    meta: { successMessage: OFFER_SUCCESS.settings },
  });
}
