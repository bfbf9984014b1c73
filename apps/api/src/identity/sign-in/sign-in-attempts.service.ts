import { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { ACCOUNT_ERRORS } from '@trailside/domain/account/account.messages';
import { AUTH_ERRORS } from '@trailside/domain/auth/auth.messages';
import { loginAttempt } from '@trailside/domain/auth/login-attempt.rules';
import { problem } from '../../common/errors/problem';
import { CaptchaService } from '../../contact/captcha.service';
import type { UserAccount } from '../people/user-account.entity';
import { FailedSignIn } from './failed-sign-in.entity';
import { verifyPassword } from './password';

/**
 * Every password check (signing in, or the current password before a new one) goes through here. It keeps the
 * wrong passwords tried for each address and asks the domain's lock-out rule (loginAttempt) what a try needs: after
 * MAX_FAILED_LOGINS of them the captcha, so guessing stays slow while the owner with the right password always gets
 * in. An address with no account is counted the same, so the answers never tell who has one.
 */
@Injectable()
export class SignInAttemptsService {
  constructor(
    private readonly em: EntityManager,
    private readonly captcha: CaptchaService,
  ) {}

  /** Whether `matches` says the password is right for `email`, asking for the captcha once the address is under attack. */
  async passwordMatches(email: string, captcha: string | undefined, matches: () => Promise<boolean>): Promise<boolean> {
    const em = this.em.fork();
    const now = new Date();
    // Counted as wrong before it is checked, so a burst of guesses sent together cannot all slip in under the limit.
    const attempt = new FailedSignIn(email);
    await em.insert(FailedSignIn, { id: attempt.id, email, failedAt: now });
    const earlier = await em.find(FailedSignIn, { email, id: { $ne: attempt.id } });
    const { captchaRequired, forgetUpTo } = loginAttempt({ failedAt: earlier.map((each) => each.failedAt) }, now);
    await em.nativeDelete(FailedSignIn, { failedAt: { $lte: forgetUpTo } });
    if (captchaRequired) {
      if (!captcha) throw problem(400, 'CAPTCHA_REQUIRED', AUTH_ERRORS.captchaRequired);
      await this.captcha.verify(captcha);
    }
    if (!(await matches())) return false;
    await em.nativeDelete(FailedSignIn, { email });
    return true;
  }

  /** A signed-in person's own password, asked before a change that needs it: counted like a sign-in, 403 when wrong. */
  async confirmPassword(account: Pick<UserAccount, 'email' | 'passwordHash'>, password: string, altcha?: string): Promise<void> {
    if (!(await this.passwordMatches(account.email, altcha, () => verifyPassword(password, account.passwordHash)))) {
      throw problem(403, 'WRONG_PASSWORD', ACCOUNT_ERRORS.wrongPassword);
    }
  }
}
