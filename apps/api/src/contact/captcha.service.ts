import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import { Inject, Injectable } from '@nestjs/common';
import { ENQUIRY_TEXTS } from '@trailside/domain/contact/contact.messages';
import { CONTACT_MESSAGES } from '@trailside/domain/contact/contact.schema';
import { type Challenge, createChallenge, type Payload, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { problem } from '../common/errors/problem';
import { CONFIG, type Config } from '../config/config';
import { UsedCaptcha } from './used-captcha.entity';

/**
 * Proof of work in the visitor's browser: about a second of hashing for a person, real cost for a bot
 * sending thousands. The counter range sets the work; the challenge expires after ten minutes.
 */
const ALGORITHM = 'PBKDF2/SHA-256';
const COST = 500;
const COUNTER_RANGE = [500, 2000] as const;
const LIFETIME_MS = 10 * 60_000;

/** Self-hosted altcha challenges (altcha-lib 2), signed with the server's key, each solution accepted once. */
@Injectable()
export class CaptchaService {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly em: EntityManager,
  ) {}

  challenge(): Promise<Challenge> {
    return createChallenge({
      algorithm: ALGORITHM,
      cost: COST,
      counter: randomInt(...COUNTER_RANGE),
      deriveKey,
      hmacSignatureSecret: this.config.captchaHmacKey,
      expiresAt: new Date(Date.now() + LIFETIME_MS),
    });
  }

  /** Accepts the widget's payload (base64 JSON of { challenge, solution }) once; anything else is a 400. */
  async verify(payload: string): Promise<void> {
    const parsed = parsePayload(payload);
    if (!parsed) throw problem(400, 'CAPTCHA_REQUIRED', CONTACT_MESSAGES.captcha);
    const result = await verifySolution({
      challenge: parsed.challenge,
      solution: parsed.solution,
      deriveKey,
      hmacSignatureSecret: this.config.captchaHmacKey,
    }).catch(() => null);
    if (!result?.verified) throw problem(400, 'CAPTCHA_REQUIRED', CONTACT_MESSAGES.captcha);

    const now = new Date();
    const expiresAt = new Date((parsed.challenge.parameters.expiresAt ?? 0) * 1000 || now.getTime() + LIFETIME_MS);
    await this.em.nativeDelete(UsedCaptcha, { expiresAt: { $lt: now } });
    try {
      await this.em.insert(UsedCaptcha, { nonce: parsed.challenge.parameters.nonce, expiresAt });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw problem(400, 'CAPTCHA_USED', ENQUIRY_TEXTS.captchaUsed);
      throw error;
    }
  }
}

function parsePayload(payload: string): Payload | null {
  try {
    const value = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as Partial<Payload>;
    const parameters = value?.challenge?.parameters;
    const ok =
      typeof parameters?.nonce === 'string' &&
      /^[0-9a-f]{16,64}$/.test(parameters.nonce) &&
      typeof value.challenge?.signature === 'string' &&
      typeof value.solution?.counter === 'number' &&
      typeof value.solution?.derivedKey === 'string';
    return ok ? (value as Payload) : null;
  } catch {
    return null;
  }
}
