import { expect, type APIRequestContext, type Page } from '@playwright/test';

export { codeFor } from '@trailside/testing/totp';

/** The secret of the set-up on screen, as the QR code holds it; checks the typed-by-hand key is the same one. */
export async function secretOnScreen(page: Page): Promise<string> {
  const qr = page.getByRole('img', { name: 'QR code to scan with your authenticator app' });
  await expect(qr).toBeVisible();
  const otpauth = (await qr.getAttribute('data-otpauth')) ?? '';
  const secret = new URL(otpauth).searchParams.get('secret') ?? '';
  expect(otpauth).toMatch(/^otpauth:\/\/totp\/Trailside%20Montessori/);
  expect((await page.getByLabel('Key for typing by hand').textContent())?.replace(/\s/g, '')).toBe(secret);
  // The canvas was drawn: its pixels are not all one colour.
  expect(await qr.evaluate((canvas: HTMLCanvasElement) => new Set(canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data).size)).toBeGreaterThan(1);
  return secret;
}

/** Signs in through the API (no second step expected) and gives the Authorization header. */
export async function bearerOf(request: APIRequestContext, account: { email: string; password: string }): Promise<Record<string, string>> {
  const response = await request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
  expect(response.status(), await response.text()).toBe(200);
  return { Authorization: `Bearer ${(await response.json()).token}` };
}
