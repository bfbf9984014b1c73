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
}

/** Spec section 9: messages auto-dismiss after 3 seconds. */
export const MESSAGE_DISMISS_MS = 3000;
