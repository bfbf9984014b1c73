import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendFaqContact, sendMessage } from '@trailside/domain/contact/contact.client';
import type { ContactMessageInput, FaqContactInput } from '@trailside/domain/contact/contact.schema';
import { useApi } from '@trailside/ui/api/api-provider';

/** The contact page's enquiry: POST /api/sendMessage. */
export function useSendMessage() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: ContactMessageInput) => sendMessage(api, message),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['enquiries'] }),
  });
}

/** The FAQ page's form with its captcha: POST /api/contact. */
export function useSendFaqContact() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FaqContactInput) => sendFaqContact(api, form),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['enquiries'] }),
  });
}
