import { codeFor } from '@trailside/testing/totp';
import { bearer, type TestApp } from './test-app';

export { codeFor };

/** Turns two-step sign-in on for a signed-in account, as the person would: scan, type the first code, confirm with the password. */
export async function turnOnTwoStep(test: TestApp, token: string, password: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await test.http().post('/api/account/two-step/setup').set(bearer(token)).expect(200);
  const confirmed = await test
    .http()
    .post('/api/account/two-step/confirm')
    .set(bearer(token))
    .send({ code: codeFor(setup.body.secret), password })
    .expect(200);
  return { secret: setup.body.secret as string, recoveryCodes: confirmed.body.recoveryCodes as string[] };
}

/** The password step, expected to ask for a code: its ticket. */
export async function passwordStep(test: TestApp, email: string, password: string, step: 'code' | 'setup' = 'code'): Promise<string> {
  const response = await test.http().post('/api/auth/login').send({ email, password }).expect(200);
  expect(response.body).toEqual({ secondStep: step, ticket: expect.any(String) });
  return response.body.ticket as string;
}
