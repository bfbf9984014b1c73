import { randomUUID } from 'node:crypto';
import { type Opt, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * The columns every moderated table shares (comments, testimonials): the id, whose writing it is, the two
 * flags a moderator sets, and when the row was written and last changed. The moderation inbox reads these
 * from either table, and who sees a row depends on its flags and its author.
 */
export abstract class ModeratedRecord {
  @PrimaryKey({ type: 'string', length: 36 })
  id: string & Opt = randomUUID();

  /** The author's account; it comes from the token, never from the body. */
  @Property({ type: 'string', length: 36, index: true })
  userId: string;

  @Property({ type: 'boolean' })
  approved: boolean & Opt = false;

  /** Soft delete (spec section 4): the row stays, so an admin can still see it and a comment's replies keep their place. */
  @Property({ type: 'boolean' })
  rejected: boolean & Opt = false;

  /**
   * Written by a child whose parent has not agreed yet: only its author sees it, and it reaches the moderation
   * queue once the parent agrees. Set by the server from the author's account, never from a request.
   */
  @Property({ type: 'boolean' })
  heldForConsent: boolean & Opt = false;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();

  // Taking the author here also keeps the ORM from building a bare row to guess column defaults from: the
  // tables were created without defaults on these columns.
  constructor(fields: { userId: string }) {
    this.userId = fields.userId;
  }
}
