import { API_MESSAGES, waitText } from './api.messages';

describe('waitText', () => {
  it.each([
    [1, 'a minute'],
    [60, 'a minute'],
    [61, '2 minutes'],
    [59 * 60, '59 minutes'],
    [3600, 'an hour'],
    [3601, '2 hours'],
  ])('should say %i seconds as "%s"', (seconds, expected) => {
    expect(waitText(seconds)).toBe(expected);
  });
});

describe('tooManyRequests', () => {
  it('should name the real wait', () => {
    expect(API_MESSAGES.tooManyRequests(3600)).toBe('Too many attempts from this computer. Please wait an hour and try again.');
  });
});
