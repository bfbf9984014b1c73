import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moveOnWaitingList } from '@trailside/domain/admissions/offers.client';
import { OFFER_SUCCESS } from '@trailside/domain/admissions/offers.messages';
import type { MoveOnWaitingListInput } from '@trailside/domain/admissions/offers.schema';
import { useApi } from '../../api/api-provider';
import { offersKeys } from './offers-keys';

/** POST /api/admissions/waiting-list/move (staff): one place up or down, with the reason. */
export function useMoveOnWaitingList() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: MoveOnWaitingListInput) => moveOnWaitingList(api, move),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offersKeys.all }),
    meta: { successMessage: OFFER_SUCCESS.moved },
  });
}
