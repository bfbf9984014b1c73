import { Secret, TOTP } from 'otpauth';

/** What an authenticator app shows for `secret` (base32) now, or `offsetSteps` 30-second steps away. */
export function codeFor(secret, offsetSteps = 0) {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: Date.now() + offsetSteps * 30_000 });
}
