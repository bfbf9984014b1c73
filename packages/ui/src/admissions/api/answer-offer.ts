import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answerOffer } from '@trailside/domain/admissions/offers.client';
import type { AnswerOffer } from '@trailside/domain/admissions/offers.schema';
import { useApi } from '../../api/api-provider';
import { offersKeys } from './offers-keys';

/** POST /api/admissions/offers/respond: the family accepts or declines; the offer shown is the one answered. */
export function useAnswerOffer() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: AnswerOffer) => answerOffer(api, answer),
    onSuccess: ({ offer }, { token }) => queryClient.setQueryData(offersKeys.forFamily(token), { offer }),
  });
}
