import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JoinWaitingListResponse } from '@trailside/domain/admissions/offers.contract';
import { joinWaitingList } from '@trailside/domain/admissions/offers.client';
import { OFFER_SUCCESS } from '@trailside/domain/admissions/offers.messages';
import { useApi } from '../../api/api-provider';
import { applicationKeys } from './application-keys';
import { familyKeys } from './family-keys';
import { offersKeys } from './offers-keys';

/**
 * POST /api/admissions/waiting-list (staff): an applied student joins their level and term's list. The answer says
 * the place they took; the lists, applications and families that show the student's stage are asked for again.
 */
export function useJoinWaitingList() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (studentId: string) => joinWaitingList(api, studentId),
    onSuccess: () => Promise.all([offersKeys.all, applicationKeys.all, familyKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
    meta: {
      successMessage: ({ waitingList }: JoinWaitingListResponse, studentId: string) => {
        // The answer is the list the student just joined, so their entry is always in it.
        const { studentName, place } = waitingList.entries.find((entry) => entry.studentId === studentId)!;
        return OFFER_SUCCESS.joined(studentName, place, waitingList.level, waitingList.startTerm);
      },
    },
  });
}
