import { randomUUID } from 'node:crypto';
import { Entity, Index, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import type { EnquirySource } from '@trailside/domain/contact/enquiry.types';

/** A message from the contact page or the FAQ form, kept whether or not the mail to the school went out. */
@Entity({ tableName: 'enquiries' })
export class Enquiry {
  @PrimaryKey({ type: 'string', length: 36 })
  id: string & Opt = randomUUID();

  @Property({ type: 'string', length: 100 })
  name: string;

  @Property({ type: 'string', length: 254 })
  email: string;

  @Property({ type: 'string', length: 40 })
  phone: string;

  @Property({ type: 'text' })
  message: string;

  @Property({ type: 'string', length: 16 })
  source: EnquirySource;

  @Property({ type: 'boolean' })
  handled: boolean & Opt = false;

  @Property({ type: 'boolean' })
  read: boolean & Opt = false;

  @Property({ type: 'boolean' })
  mailed: boolean & Opt = false;

  @Index()
  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();

  constructor(fields: Pick<Enquiry, 'name' | 'email' | 'phone' | 'message' | 'source'>) {
    Object.assign(this, fields);
  }
}
