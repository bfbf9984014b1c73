import { randomUUID } from 'node:crypto';
import { Entity, Index, type Opt, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * A family's words about the school (spec section 3). The author's id and first name are copied from
 * their account when they write it, so the card still shows a name if the account goes later.
 */
@Entity({ tableName: 'testimonials' })
export class TestimonialRecord {
  @PrimaryKey({ type: 'string', length: 36 })
  id: string & Opt = randomUUID();

  @Index()
  @Property({ type: 'string', length: 36 })
  userId: string;

  @Property({ type: 'string', length: 100 })
  fname: string;

  @Property({ type: 'text' })
  text: string;

  @Property({ type: 'boolean' })
  approved: boolean & Opt = false;

  /** Soft delete (spec section 4). */
  @Property({ type: 'boolean' })
  rejected: boolean & Opt = false;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();

  constructor(fields: Pick<TestimonialRecord, 'userId' | 'fname' | 'text'>) {
    this.userId = fields.userId;
    this.fname = fields.fname;
    this.text = fields.text;
  }
}
