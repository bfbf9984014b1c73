import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { UserAccount } from '../people/user-account.entity';
import { PasswordResetToken } from './password-reset-token.entity';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Finds the link a mailed secret belongs to (only its hash is stored). */
export const findResetLink = (em: EntityManager, secret: string) => em.findOne(PasswordResetToken, { tokenHash: sha256(secret) }, { populate: ['user'] });

/**
 * A fresh link to choose a password, for a mail about to be tried (a reset's, an invitation's), working for `ttlMs`.
 * The account's older links stop working as it is made: one live link per account. Only its hash is stored, so a
 * database leak gives no one a way in; `unsent` deletes it again when its mail never went out.
 */
export async function newResetLink(em: EntityManager, account: UserAccount, ttlMs: number): Promise<{ secret: string; unsent: () => Promise<void> }> {
  const secret = randomBytes(32).toString('base64url');
  const now = new Date();
  await em.nativeUpdate(PasswordResetToken, { user: account, usedAt: null, expiresAt: { $gt: now } }, { expiresAt: now });
  const token = new PasswordResetToken(account, sha256(secret), new Date(now.getTime() + ttlMs));
  await em.persist(token).flush();
  return { secret, unsent: async () => void (await em.nativeDelete(PasswordResetToken, { id: token.id })) };
}
