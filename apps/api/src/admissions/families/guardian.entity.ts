import { randomUUID } from 'node:crypto';
import { Entity, type Opt, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * A parent or carer of a family. The address is how a family is found again (FamiliesService.familyFor), but only
 * once it is proved: anyone can type anyone's address into a form.
 */
@Entity({ tableName: 'family_guardians' })
export class GuardianRecord {
  @PrimaryKey({ type: 'string', length: 36 })
  id: string & Opt = randomUUID();

  @Property({ type: 'string', length: 36, index: true })
  familyId: string;

  @Property({ type: 'string', length: 120 })
  name: string;

  /** Lower-cased; indexed, as every form and private link finds the family by it. */
  @Property({ type: 'string', length: 254, index: true })
  email: string;

  @Property({ type: 'string', length: 40 })
  phone: string & Opt = '';

  /** When the guardian proved the address: a private link opened, or a signed-in account's verified address. */
  @Property({ type: 'datetime', nullable: true })
  verifiedAt: (Date & Opt) | null = null;

  /** Their account on the site, where they have one (a signed-in guardian sees "My family"). */
  @Property({ type: 'string', length: 36, nullable: true, index: true })
  userId: (string & Opt) | null = null;

  /** Whether the enrolment agreement needs this guardian's signature (every guardian, unless staff say otherwise). */
  @Property({ type: 'boolean' })
  signsAgreement: boolean & Opt = true;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  constructor(fields: Pick<GuardianRecord, 'familyId' | 'name' | 'email'> & Partial<Pick<GuardianRecord, 'phone' | 'verifiedAt' | 'userId'>>) {
    Object.assign(this, fields);
  }
}
