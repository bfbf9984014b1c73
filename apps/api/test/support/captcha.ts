import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { TestApp } from './test-app';

/** Does what the altcha widget does in the browser: fetch a challenge, solve it, and encode the payload. */
export async function solvedCaptcha(test: TestApp): Promise<string> {
  const challenge = (await test.http().get('/api/captcha').expect(200)).body as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The captcha could not be solved in time');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
