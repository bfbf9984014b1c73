import { useMutation } from '@tanstack/react-query';
import { sendFaqContact, sendMessage } from '@trailside/domain/contact/contact.client';
import { contactAnswerText } from '@trailside/domain/contact/contact.messages';
import type { ContactMessageInput, FaqContactInput } from '@trailside/domain/contact/contact.schema';
import { useApi } from '../../api/api-provider';

/**
 * The contact page's enquiry: POST /api/sendMessage. Success is announced only once the API has stored it: the spec's
 * "Email Sent Successfully!" when the mail went out, or that the message is saved and the mail will follow. A
 * failure shows for the spec's 3 seconds (section 8), and the form keeps what was typed.
 */
export function useSendMessage() {
  const api = useApi();
  return useMutation({
    mutationFn: (message: ContactMessageInput) => sendMessage(api, message),
    meta: { successMessage: contactAnswerText, errorBanner: 'brief' },
  });
}

/** The FAQ page's form with its captcha: POST /api/contact. */
export function useSendFaqContact() {
  const api = useApi();
  return useMutation({
    mutationFn: (form: FaqContactInput) => sendFaqContact(api, form),
    meta: { successMessage: contactAnswerText, errorBanner: 'brief' },
  });
}
