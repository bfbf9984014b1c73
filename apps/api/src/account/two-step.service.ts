import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { ACCOUNT_ERRORS } from '@trailside/domain/account/account.messages';
import type { SecondStepChallenge, TwoStepSetup } from '@trailside/domain/account/account.types';
import {
  isFreshStep,
  normalizeRecoveryCode,
  formatRecoveryCode,
  RECOVERY_CODE_COUNT,
  SECOND_STEP_TICKET_MINUTES,
  secondStepLockedUntil,
  stepAt,
  TOTP_DIGITS,
  TOTP_ISSUER,
  TOTP_PERIOD_SECONDS,
  TOTP_WINDOW_STEPS,
} from '@trailside/domain/account/two-step.rules';
import type { ApiErrorCode } from '@trailside/domain/api/errors';
import { Secret, TOTP } from 'otpauth';
import { problem, retryLater } from '../common/errors/problem';
import { UserAccount } from '../users/user-account.entity';
import { FailedSecondStep, RecoveryCode } from './two-step.entities';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Tickets are JWTs for this audience only: the bearer-token check refuses them (they name no sign-in). */
const TICKET_AUDIENCE = 'trailside-second-step';

interface TicketClaims {
  sub: string;
  ver: number;
  step: SecondStepChallenge['secondStep'];
}

/** The label is the address alone: otpauth puts the issuer in front of it, so an app shows "Trailside Montessori: <email>". */
const totpOf = (account: Pick<UserAccount, 'email'>, secret: string) =>
  new TOTP({ issuer: TOTP_ISSUER, label: account.email, algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS, secret: Secret.fromBase32(secret) });

/**
 * TOTP (RFC 6238) second factors: setting one up (a new secret, confirmed by its first code), checking a code at
 * sign-in (one step of clock drift either side, each step used once, the second step's own limit of wrong codes),
 * and the ten recovery codes, stored as hashes and used once each.
 */
@Injectable()
export class TwoStepService {
  constructor(
    private readonly em: EntityManager,
    private readonly jwt: JwtService,
  ) {}

  /** The password step passed: a short ticket for the code step (or the required set-up), and nothing more. */
  async ticketFor(account: UserAccount, step: SecondStepChallenge['secondStep']): Promise<SecondStepChallenge> {
    const claims: TicketClaims = { sub: account.id, ver: account.sessionVersion, step };
    const ticket = await this.jwt.signAsync(claims, { expiresIn: SECOND_STEP_TICKET_MINUTES * 60, audience: TICKET_AUDIENCE });
    return { secondStep: step, ticket };
  }

  /** The account a ticket was given for, if it is still good for `step` (a new password since voids it). */
  async redeemTicket(ticket: string, step: SecondStepChallenge['secondStep']): Promise<UserAccount> {
    let claims: TicketClaims;
    try {
      claims = await this.jwt.verifyAsync<TicketClaims>(ticket, { audience: TICKET_AUDIENCE, algorithms: ['HS256'] });
    } catch {
      throw problem(401, 'TICKET_INVALID', ACCOUNT_ERRORS.ticket);
    }
    const account = await this.em.findOne(UserAccount, { id: claims.sub });
    if (!account || claims.step !== step || account.sessionVersion !== claims.ver) throw problem(401, 'TICKET_INVALID', ACCOUNT_ERRORS.ticket);
    return account;
  }

  /** A new secret to scan; it takes over only once a code from it is confirmed. */
  async start(account: UserAccount): Promise<TwoStepSetup> {
    if (account.totpSecret) throw problem(409, 'TWO_STEP_ON', ACCOUNT_ERRORS.alreadyOn);
    const secret = new Secret({ size: 20 }).base32;
    account.totpPendingSecret = secret;
    await this.em.flush();
    return { secret, otpauthUrl: totpOf(account, secret).toString() };
  }

  /** The first code from the app turns it on; the recovery codes come back, to be shown once. */
  async confirm(account: UserAccount, code: string): Promise<string[]> {
    if (account.totpSecret) throw problem(409, 'TWO_STEP_ON', ACCOUNT_ERRORS.alreadyOn);
    if (!account.totpPendingSecret) throw problem(409, 'NO_SETUP', ACCOUNT_ERRORS.noSetup);
    await this.assertOpen(account);
    const step = this.matchingStep(account, account.totpPendingSecret, code);
    // 403, not 401: whoever sends it is known (signed in, or holding a ticket), and a 401 would tell a client its
    // session is over. A mistyped code is refused; the QR code stays, to try again.
    if (step === null) return this.refuse(account, 403, 'CODE_WRONG', ACCOUNT_ERRORS.code);
    Object.assign(account, { totpSecret: account.totpPendingSecret, totpPendingSecret: null, totpLastStep: step });
    const codes = await this.newRecoveryCodes(account);
    await this.em.flush();
    return codes;
  }

  /** Turns it off (or, for a GOD, resets someone else's): the secret and the recovery codes go. */
  async remove(account: UserAccount): Promise<void> {
    Object.assign(account, { totpSecret: null, totpPendingSecret: null, totpLastStep: null });
    await this.em.nativeDelete(RecoveryCode, { user: account.id });
    await this.em.flush();
  }

  /** Ten new recovery codes; the old ones stop working. */
  async renewRecoveryCodes(account: UserAccount): Promise<string[]> {
    if (!account.totpSecret) throw problem(409, 'TWO_STEP_OFF', ACCOUNT_ERRORS.notOn);
    const codes = await this.newRecoveryCodes(account);
    await this.em.flush();
    return codes;
  }

  async recoveryCodesLeft(accountId: string): Promise<number> {
    return this.em.count(RecoveryCode, { user: accountId, usedAt: null });
  }

  /**
   * The code step of signing in: a code from the app (accepted once: a step no later than the last one used is
   * refused) or an unused recovery code. Wrong ones count towards the step's own pause.
   */
  async verify(account: UserAccount, { code, recoveryCode }: { code?: string; recoveryCode?: string }): Promise<void> {
    if (!account.totpSecret) throw problem(401, 'TICKET_INVALID', ACCOUNT_ERRORS.ticket);
    await this.assertOpen(account);
    if (recoveryCode !== undefined) {
      // Marked used by a conditional update, so two requests with the same code cannot both get in.
      const used = await this.em.nativeUpdate(
        RecoveryCode,
        { user: account.id, codeHash: sha256(normalizeRecoveryCode(recoveryCode)), usedAt: null },
        { usedAt: new Date() },
      );
      if (!used) return this.refuse(account, 401, 'RECOVERY_CODE_WRONG', ACCOUNT_ERRORS.recoveryCode);
    } else {
      const step = this.matchingStep(account, account.totpSecret, code ?? '');
      if (step === null) return this.refuse(account, 401, 'CODE_WRONG', ACCOUNT_ERRORS.code);
      if (!isFreshStep(step, account.totpLastStep)) return this.refuse(account, 401, 'CODE_USED', ACCOUNT_ERRORS.codeUsed);
      // The step is claimed by a conditional update: the same code sent twice at once is accepted once.
      const claimed = await this.em.nativeUpdate(
        UserAccount,
        { id: account.id, $or: [{ totpLastStep: null }, { totpLastStep: { $lt: step } }] },
        { totpLastStep: step },
      );
      if (!claimed) return this.refuse(account, 401, 'CODE_USED', ACCOUNT_ERRORS.codeUsed);
      account.totpLastStep = step;
    }
    await this.em.nativeDelete(FailedSecondStep, { user: account.id });
  }

  /** The time step a code belongs to, within the window either side of now; null when it matches none. */
  private matchingStep(account: UserAccount, secret: string, code: string): number | null {
    const now = Date.now();
    const delta = totpOf(account, secret).validate({ token: code, timestamp: now, window: TOTP_WINDOW_STEPS });
    return delta === null ? null : stepAt(new Date(now)) + delta;
  }

  private async assertOpen(account: UserAccount): Promise<void> {
    const failures = await this.em.find(FailedSecondStep, { user: account.id }, { fields: ['failedAt'] });
    const until = secondStepLockedUntil(failures.map((failure) => failure.failedAt), new Date());
    if (!until) return;
    const seconds = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
    throw retryLater(problem(429, 'TWO_STEP_LOCKED', ACCOUNT_ERRORS.locked(Math.ceil(seconds / 60))), seconds);
  }

  private async refuse(account: UserAccount, status: 401 | 403, code: ApiErrorCode, message: string): Promise<never> {
    await this.em.insert(FailedSecondStep, { id: randomUUID(), user: account.id, failedAt: new Date() });
    throw problem(status, code, message);
  }

  private async newRecoveryCodes(account: UserAccount): Promise<string[]> {
    await this.em.nativeDelete(RecoveryCode, { user: account.id });
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => formatRecoveryCode(randomBytes(7).toString('hex').slice(0, 10)));
    const user = this.em.getReference(UserAccount, account.id, { wrapped: true });
    for (const code of codes) this.em.persist(new RecoveryCode(user, sha256(normalizeRecoveryCode(code))));
    return codes;
  }
}
