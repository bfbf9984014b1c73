import { useMutation, useQueryClient } from '@tanstack/react-query';
import { makeOffer } from '@trailside/domain/admissions/offers.client';
import { OFFER_SUCCESS } from '@trailside/domain/admissions/offers.messages';
import type { MakeOfferInput } from '@trailside/domain/admissions/offers.schema';
import { useApi } from '../../api/api-provider';
import { offersKeys } from './offers-keys';

/** POST /api/admissions/offers (staff): offer a place; every guardian of the family is mailed their link. */
export function useMakeOffer() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (offer: MakeOfferInput) => makeOffer(api, offer),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offersKeys.all }),
    meta: { successMessage: OFFER_SUCCESS.offered },
  });
}
