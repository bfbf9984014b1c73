import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * A solved captcha challenge, by its nonce: kept in the database (not in memory) so a solution is
 * accepted once, even with several API instances, until the challenge would have expired anyway.
 */
@Entity({ tableName: 'used_captchas' })
export class UsedCaptcha {
  @PrimaryKey({ type: 'string', length: 64 })
  nonce: string;

  @Property({ type: 'datetime' })
  expiresAt: Date;

  constructor(nonce: string, expiresAt: Date) {
    this.nonce = nonce;
    this.expiresAt = expiresAt;
  }
}
