import { dismissAfterMs, MESSAGE_DISMISS_MS, MessageStatus } from './message';

describe('dismissAfterMs', () => {
  it.each([
    [MessageStatus.SUCCESS, MESSAGE_DISMISS_MS],
    [MessageStatus.INFO, MESSAGE_DISMISS_MS],
    [MessageStatus.ERROR, null],
    [MessageStatus.WARNING, null],
  ])('should dismiss a %s message after %p ms', (status, expected) => {
    expect(dismissAfterMs({ status })).toBe(expected);
  });

  it('should dismiss a brief error after the spec\'s 3 seconds (the contact send failure of spec section 8)', () => {
    expect(dismissAfterMs({ status: MessageStatus.ERROR, brief: true })).toBe(MESSAGE_DISMISS_MS);
  });
});
