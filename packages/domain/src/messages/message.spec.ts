import { dismissAfterMs, MESSAGE_DISMISS_MS, MessageStatus } from './message';

describe('dismissAfterMs', () => {
  it.each([
    [MessageStatus.SUCCESS, MESSAGE_DISMISS_MS],
    [MessageStatus.INFO, MESSAGE_DISMISS_MS],
    [MessageStatus.ERROR, null],
    [MessageStatus.WARNING, null],
  ])('should dismiss a %s message after %p ms', (status, expected) => {
    expect(dismissAfterMs(status)).toBe(expected);
  });
});
