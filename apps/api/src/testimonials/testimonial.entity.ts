import { Entity, Property } from '@mikro-orm/core';
import { ModeratedRecord } from '../common/moderation/moderated-record.entity';

/**
 * A family's words about the school (spec section 3). The author's id and first name are copied from
 * their account when they write it, so the card still shows a name if the account goes later.
 */
@Entity({ tableName: 'testimonials' })
export class TestimonialRecord extends ModeratedRecord {
  @Property({ type: 'string', length: 100 })
  fname: string;

  @Property({ type: 'text' })
  text: string;

  constructor(fields: Pick<TestimonialRecord, 'userId' | 'fname' | 'text'>) {
    super(fields);
    this.fname = fields.fname;
    this.text = fields.text;
  }
}
