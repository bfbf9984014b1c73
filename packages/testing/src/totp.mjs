import { expect } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

/** What an authenticator app shows for `secret` (base32) now, or `offsetSteps` 30-second steps away. */
export function codeFor(secret, offsetSteps = 0) {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: Date.now() + offsetSteps * 30_000 });
}

/**
 * The secret of the two-step set-up on screen, as its QR code holds it (the otpauth:// address it was drawn from),
 * after checking the key to type by hand is the same one and the picture was drawn.
 */
export async function secretOnScreen(page) {
  const qr = page.getByRole('img', { name: 'QR code to scan with your authenticator app' });
  await expect(qr).toBeVisible();
  const otpauth = (await qr.getAttribute('data-otpauth')) ?? '';
  expect(otpauth).toMatch(/^otpauth:\/\/totp\/Trailside%20Montessori/);
  const secret = new URL(otpauth).searchParams.get('secret') ?? '';
  expect((await page.getByLabel('Key for typing by hand').textContent())?.replace(/\s/g, '')).toBe(secret);
  // The canvas gets drawn (its pixels are not all one colour) once the QR library, loaded when first needed, arrives.
  await expect.poll(() => qr.evaluate((canvas) => new Set(canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data).size)).toBeGreaterThan(1);
  return secret;
}
