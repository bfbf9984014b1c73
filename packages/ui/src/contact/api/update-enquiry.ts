import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateEnquiry } from '@trailside/domain/contact/contact.client';
import { ENQUIRY_SUCCESS } from '@trailside/domain/contact/contact.messages';
import type { GetEnquiriesResponse } from '@trailside/domain/contact/contact.contract';
import type { MutationMessages } from '../../api/query-client';
import { useApi } from '../../api/api-provider';
import { enquiryKeys } from './enquiry-keys';

/** PUT /api/enquiries with one change; the page holding it shows the server's answer at once, then the lists are asked for again. */
function useEnquiryChange<Change extends { id: string; read?: boolean; handled?: boolean }>(meta?: MutationMessages) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: Change) => (await updateEnquiry(api, change)).enquiry,
    onSuccess: (saved) => {
      queryClient.setQueriesData<GetEnquiriesResponse>({ queryKey: enquiryKeys.all }, (page) =>
        page && { ...page, enquiries: page.enquiries.map((enquiry) => (enquiry.id === saved.id ? saved : enquiry)) },
      );
      return queryClient.invalidateQueries({ queryKey: enquiryKeys.all });
    },
    meta,
  });
}

/** Marks an enquiry read (or unread again), quietly: opening one is not news. */
export function useMarkEnquiryRead() {
  return useEnquiryChange<{ id: string; read: boolean }>();
}

/** Marks an enquiry handled (which marks it read too) or puts it back on the to-do list, saying so in the banner. */
export function useMarkEnquiryHandled() {
  return useEnquiryChange<{ id: string; handled: boolean }>({
    successMessage: (_saved, change) => ((change as { handled: boolean }).handled ? ENQUIRY_SUCCESS.handled : ENQUIRY_SUCCESS.reopened),
  });
}
