import { useMutation } from '@tanstack/react-query';
import { sendFaqContact, sendMessage } from '@trailside/domain/contact/contact.client';
import { CONTACT_SUCCESS } from '@trailside/domain/contact/contact.messages';
import type { ContactMessageInput, FaqContactInput } from '@trailside/domain/contact/contact.schema';
import { useApi } from '@trailside/ui/api/api-provider';

/** The contact page's enquiry: POST /api/sendMessage. Success is announced only once the API has stored it. */
export function useSendMessage() {
  const api = useApi();
  return useMutation({
    mutationFn: (message: ContactMessageInput) => sendMessage(api, message),
    meta: { successMessage: CONTACT_SUCCESS.sent },
  });
}

/** The FAQ page's form with its captcha: POST /api/contact. */
export function useSendFaqContact() {
  const api = useApi();
  return useMutation({
    mutationFn: (form: FaqContactInput) => sendFaqContact(api, form),
    meta: { successMessage: CONTACT_SUCCESS.sent },
  });
}
