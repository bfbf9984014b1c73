import { useMutation } from '@tanstack/react-query';
import { sendTestLetter } from '@trailside/domain/mail/mail.client';
import { MAIL_TEXTS } from '@trailside/domain/mail/mail.messages';
import { useApi } from '../../api/api-provider';

/** POST /api/subscribers/test-letter: the next weekly letter to the signed-in staff member's own address. */
export function useSendTestLetter() {
  const api = useApi();
  return useMutation({ mutationFn: () => sendTestLetter(api), meta: { successMessage: MAIL_TEXTS.testLetterSent } });
}
