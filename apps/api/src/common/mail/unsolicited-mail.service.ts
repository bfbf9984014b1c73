import { createHash, randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { UNSOLICITED_MAILS_PER_ADDRESS_PER_DAY } from '@trailside/domain/mail/mail-sending.rules';
import { UnsolicitedMail } from './unsolicited-mail.entity';

const DAY_MS = 86_400_000;

/**
 * The one count of mail an address never asked for (a verification link, a subscription's confirmation, a parent's
 * consent request): at most UNSOLICITED_MAILS_PER_ADDRESS_PER_DAY to an address in any 24 hours, counted in the
 * database, so every instance shares it.
 */
@Injectable()
export class UnsolicitedMailService {
  constructor(private readonly em: EntityManager) {}

  /**
   * Whether one more such mail may go to `address` now; if so, it is counted. It is counted before the others are
   * read, as wrong passwords are (SignInAttemptsService): of requests at the same moment, on any instance, each sees
   * those stored before it, so no more than the limit ever pass. Call it outside any transaction (its row must be seen
   * by the others at once), before the mail is queued.
   */
  async allowOne(address: string): Promise<boolean> {
    const em = this.em.fork();
    const now = new Date();
    const dayAgo = new Date(now.getTime() - DAY_MS);
    const addressHash = createHash('sha256').update(address.trim().toLowerCase()).digest('hex');
    await em.nativeDelete(UnsolicitedMail, { queuedAt: { $lte: dayAgo } });
    const id = randomUUID();
    await em.insert(UnsolicitedMail, { id, addressHash, queuedAt: now });
    const counted = await em.count(UnsolicitedMail, { addressHash, queuedAt: { $gt: dayAgo } });
    if (counted <= UNSOLICITED_MAILS_PER_ADDRESS_PER_DAY) return true;
    await em.nativeDelete(UnsolicitedMail, { id });
    return false;
  }
}
