import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { ACCOUNT_ERRORS, SECOND_STEP_PAUSED_MAIL } from '@trailside/domain/account/account.messages';
import type { SecondStepChallenge, TwoStepSetup } from '@trailside/domain/account/account.types';
import {
  isFreshStep,
  normalizeRecoveryCode,
  formatRecoveryCode,
  RECOVERY_CODE_COUNT,
  SECOND_STEP_LOCK_MINUTES,
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
import { problem, retryLater } from '../../common/errors/problem';
import { renderMail } from '../../common/mail/mail-layout';
import { MailOutboxService } from '../../common/mail/mail-outbox.service';
import { CONFIG, type Config } from '../../config/config';
import { SettingsService } from '../../settings/settings.service';
import { UserAccount } from '../people/user-account.entity';
import { FailedSecondStep, RecoveryCode, UsedSecondStepTicket } from './two-step.entities';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Tickets are JWTs for this audience only: the bearer-token check refuses them (they name no sign-in). */
const TICKET_AUDIENCE = 'trailside-second-step';

interface TicketClaims {
  sub: string;
  ver: number;
  step: SecondStepChallenge['secondStep'];
  /** Its own id (jwtid), by which it is marked used once it has signed someone in. */
  jti?: string;
  exp?: number;
}

/** A ticket that passed its checks: the account it is for, and what marks it used (spendTicket). */
export interface RedeemedTicket {
  account: UserAccount;
  id: string;
  expiresAt: Date;
}

const DAY_MS = 86_400_000;

/** The label is the address alone: otpauth puts the issuer in front of it, so an app shows "Trailside Montessori: <email>". */
const totpOf = (account: Pick<UserAccount, 'email'>, secret: string) =>
  new TOTP({ issuer: TOTP_ISSUER, label: account.email, algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS, secret: Secret.fromBase32(secret) });

/**
 * TOTP (RFC 6238) second factors: setting one up (a new secret, confirmed by its first code), checking a code at
 * sign-in (one step of clock drift either side, each step used once, the second step's own limit of wrong codes,
 * each ticket good for one sign-in), and the ten recovery codes, stored as hashes and used once each. When wrong codes
 * pause the code step, the owner is mailed (once a pause).
 */
@Injectable()
export class TwoStepService implements OnModuleInit {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly em: EntityManager,
    private readonly jwt: JwtService,
    private readonly outbox: MailOutboxService,
    private readonly settings: SettingsService,
  ) {}

  /**
   * The pause's mail, built when it is tried: only to an address its owner has confirmed (like every mail but a
   * verification link and a reset), and only while it is still the account's.
   */
  onModuleInit(): void {
    this.outbox.register('second-step-paused', {
      compose: async (item, em) => {
        const account = await em.findOne(UserAccount, { id: item.refId });
        if (!account?.emailVerifiedAt || account.email !== item.to) return null;
        const copy = SECOND_STEP_PAUSED_MAIL;
        const rendered = await renderMail({
          subject: copy.subject,
          preheader: copy.what,
          school: await this.settings.get(em),
          blocks: [
            { kind: 'text', text: copy.what },
            { kind: 'text', text: copy.ifYou },
            { kind: 'text', text: copy.ifNot },
            { kind: 'button', text: copy.button, href: `${this.config.publicUrl}/account` },
          ],
        });
        return { mail: { to: account.email, subject: copy.subject, ...rendered } };
      },
    });
  }

  /** The password step passed: a short ticket for the code step (or the required set-up), and nothing more. */
  async ticketFor(account: UserAccount, step: SecondStepChallenge['secondStep']): Promise<SecondStepChallenge> {
    const claims: TicketClaims = { sub: account.id, ver: account.sessionVersion, step };
    const ticket = await this.jwt.signAsync(claims, { expiresIn: SECOND_STEP_TICKET_MINUTES * 60, audience: TICKET_AUDIENCE, jwtid: randomUUID() });
    return { secondStep: step, ticket };
  }

  /**
   * The account a ticket was given for, if it is still good for `step`: not run out, not used to sign in already, and
   * no new password since.
   */
  async redeemTicket(ticket: string, step: SecondStepChallenge['secondStep']): Promise<RedeemedTicket> {
    let claims: TicketClaims;
    try {
      claims = await this.jwt.verifyAsync<TicketClaims>(ticket, { audience: TICKET_AUDIENCE, algorithms: ['HS256'] });
    } catch {
      throw problem(401, 'TICKET_INVALID', ACCOUNT_ERRORS.ticket);
    }
    const { jti: id, exp } = claims;
    // Looked at before any code is checked, so a used ticket spends no code and counts no wrong one.
    if (!id || !exp || (await this.em.count(UsedSecondStepTicket, { id }))) throw problem(401, 'TICKET_INVALID', ACCOUNT_ERRORS.ticket);
    const account = await this.em.findOne(UserAccount, { id: claims.sub });
    if (!account || claims.step !== step || account.sessionVersion !== claims.ver) throw problem(401, 'TICKET_INVALID', ACCOUNT_ERRORS.ticket);
    return { account, id, expiresAt: new Date(exp * 1000) };
  }

  /**
   * Marks a ticket used, as it signs someone in: the id is the table's key, so of two sign-ins with one ticket at the
   * same moment only one is let through. Used tickets are forgotten once they would have run out.
   */
  async spendTicket({ id, expiresAt }: RedeemedTicket): Promise<void> {
    await this.em.nativeDelete(UsedSecondStepTicket, { expiresAt: { $lt: new Date() } });
    try {
      await this.em.insert(UsedSecondStepTicket, { id, expiresAt });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw problem(401, 'TICKET_INVALID', ACCOUNT_ERRORS.ticket);
      throw error;
    }
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
    await this.countAttempt(account);
    const step = this.matchingStep(account, account.totpPendingSecret, code);
    // 403, not 401: whoever sends it is known (signed in, or holding a ticket), and a 401 would tell a client its
    // session is over. A mistyped code is refused; the QR code stays, to try again.
    if (step === null) return this.refuse(account, 403, 'CODE_WRONG', ACCOUNT_ERRORS.code);
    Object.assign(account, { totpSecret: account.totpPendingSecret, totpPendingSecret: null, totpLastStep: step });
    const codes = await this.newRecoveryCodes(account);
    await this.em.flush();
    await this.em.nativeDelete(FailedSecondStep, { user: account.id });
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
    await this.countAttempt(account);
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

  /**
   * A code about to be checked is counted as wrong first (a row of its own), and only then are the earlier ones read:
   * of a burst sent together each sees the rows of those stored before it, so no more than MAX_WRONG_CODES are checked
   * before the pause. A try refused by the pause is not counted; a right code forgets them all.
   */
  private async countAttempt(account: UserAccount): Promise<void> {
    const now = new Date();
    const attempt = randomUUID();
    await this.em.insert(FailedSecondStep, { id: attempt, user: account.id, failedAt: now });
    const earlier = await this.em.find(FailedSecondStep, { user: account.id, id: { $ne: attempt } }, { fields: ['failedAt'] });
    const until = secondStepLockedUntil(earlier.map((failure) => failure.failedAt), now);
    if (!until) return;
    await this.em.nativeDelete(FailedSecondStep, { id: attempt });
    const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
    throw retryLater(problem(429, 'TWO_STEP_LOCKED', ACCOUNT_ERRORS.locked(Math.ceil(seconds / 60))), seconds);
  }

  /** A wrong code: its attempt stays counted, and if it is the one that pauses the code step, the owner hears of it. */
  private async refuse(account: UserAccount, status: 401 | 403, code: ApiErrorCode, message: string): Promise<never> {
    await this.mailOwnerIfPaused(account);
    throw problem(status, code, message);
  }

  /**
   * Someone got past the password and then typed wrong codes until the step paused: the owner is told, so they can
   * choose a new password. One mail a pause, whichever request (or instance) sees the pause first: the account's
   * secondStepPauseMailedAt is claimed by a conditional update.
   */
  private async mailOwnerIfPaused(account: UserAccount): Promise<void> {
    const now = new Date();
    const failures = await this.em.find(FailedSecondStep, { user: account.id }, { fields: ['failedAt'] });
    if (!secondStepLockedUntil(failures.map((failure) => failure.failedAt), now)) return;
    const lastPauseOver = new Date(now.getTime() - SECOND_STEP_LOCK_MINUTES * 60_000);
    const claimed = await this.em.nativeUpdate(
      UserAccount,
      { id: account.id, $or: [{ secondStepPauseMailedAt: null }, { secondStepPauseMailedAt: { $lte: lastPauseOver } }] },
      { secondStepPauseMailedAt: now },
    );
    if (!claimed || !account.emailVerifiedAt) return;
    const item = this.outbox.add(this.em, { kind: 'second-step-paused', refId: account.id, to: account.email, giveUpAt: new Date(now.getTime() + DAY_MS) });
    await this.em.flush();
    this.outbox.sendSoon(item.id);
  }

  private async newRecoveryCodes(account: UserAccount): Promise<string[]> {
    await this.em.nativeDelete(RecoveryCode, { user: account.id });
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => formatRecoveryCode(randomBytes(7).toString('hex').slice(0, 10)));
    const user = this.em.getReference(UserAccount, account.id, { wrapped: true });
    for (const code of codes) this.em.persist(new RecoveryCode(user, sha256(normalizeRecoveryCode(code))));
    return codes;
  }
}
