import { randomUUID } from 'node:crypto';
import { Entity, type Opt, PrimaryKey, Property } from '@mikro-orm/core';

/** An event flyer (spec section 3): shown from its launch date until the event date. */
@Entity({ tableName: 'social_events' })
export class SocialEventRecord {
  @PrimaryKey({ type: 'string', length: 36 })
  id: string & Opt = randomUUID();

  @Property({ type: 'string', length: 120, nullable: true })
  title: string | null = null;

  @Property({ type: 'datetime' })
  eventDate: Date;

  @Property({ type: 'datetime' })
  launchDate: Date;

  /** Where the flyer picture lives under the uploads folder; only the server ever sets it. */
  @Property({ type: 'string', length: 200, nullable: true })
  imagePath: string | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();

  constructor(fields: { eventDate: Date; launchDate: Date; title?: string | null }) {
    Object.assign(this, fields);
  }
}
