import type { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';

/**
 * Writes that may owe someone a mail, told by the module that writes to the module that knows who wants it
 * (apps/api/src/mailing). The writer fires a trigger before its flush; the handler adds the mails to the same
 * unit of work, so they are stored with the change itself, or not at all.
 */
export type MailTrigger =
  /** Comments an admin just approved (one, or many at once): their authors, and the authors of the comments they answer. */
  | { type: 'comments-approved'; comments: { id: string; userId: string; parentId: string | null }[] }
  | { type: 'testimonials-approved'; testimonials: { id: string; userId: string }[] }
  | { type: 'enquiry-received'; enquiryId: string }
  | { type: 'post-published'; postId: string };

type MailTriggerHandler = (em: EntityManager, trigger: MailTrigger) => Promise<void>;

@Injectable()
export class MailTriggers {
  private readonly handlers: MailTriggerHandler[] = [];

  handle(handler: MailTriggerHandler): void {
    this.handlers.push(handler);
  }

  /** Call before flushing `em`: what the handlers add is stored by that flush. */
  async fire(em: EntityManager, trigger: MailTrigger): Promise<void> {
    for (const handler of this.handlers) await handler(em, trigger);
  }
}
