import { isShortCode } from '@trailside/domain/short-urls/short-url.rules';
import { newShortCode } from './short-urls.service';

describe('newShortCode', () => {
  it('should draw seven base62 characters that the redirect accepts', () => {
    for (let draw = 0; draw < 200; draw += 1) {
      const code = newShortCode();
      expect(code).toMatch(/^[0-9A-Za-z]{7}$/);
      expect(isShortCode(code)).toBe(true);
    }
  });

  it('should not repeat itself in ten thousand draws', () => {
    const codes = new Set(Array.from({ length: 10_000 }, () => newShortCode()));
    expect(codes.size).toBe(10_000);
  });
});
