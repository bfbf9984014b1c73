import { expect, type APIRequestContext } from '@playwright/test';

export { codeFor, secretOnScreen } from '@trailside/testing/totp';

/** Signs in through the API (no second step expected) and gives the Authorization header. */
export async function bearerOf(request: APIRequestContext, account: { email: string; password: string }): Promise<Record<string, string>> {
  const response = await request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
  expect(response.status(), await response.text()).toBe(200);
  return { Authorization: `Bearer ${(await response.json()).token}` };
}
