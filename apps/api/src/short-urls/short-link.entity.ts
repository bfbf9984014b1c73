import { randomUUID } from 'node:crypto';
import { Entity, Index, type Opt, PrimaryKey, Property } from '@mikro-orm/core';

/** A short link made on the admin page: /s/<code> leads to origUrl and counts the visit. */
@Entity({ tableName: 'short_urls' })
export class ShortLink {
  @PrimaryKey({ type: 'string', length: 36 })
  id: string & Opt = randomUUID();

  @Property({ type: 'string', length: 32, unique: true })
  code: string;

  @Index()
  @Property({ type: 'string', length: 2000 })
  origUrl: string;

  @Property({ type: 'integer' })
  clicks: number & Opt = 0;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  constructor(code: string, origUrl: string) {
    this.code = code;
    this.origUrl = origUrl;
  }
}
