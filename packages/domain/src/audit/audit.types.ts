import type { Timestamp } from '../api/timestamp';

/**
 * What a staff member did. The moderation four (approve, reject, delete, restore) mean what they mean in
 * moderation.rules; `change-level` is a user's access level changing; `mark-read` / `mark-unread` / `mark-handled` / `mark-unhandled` an enquiry (opened or put back, done or not); `import` a calendar file; `end` a notice taken down early; `send` a mail a staff member sent (a test of the weekly letter);
 * `reset-two-step` a GOD taking someone else's second factor off;
 * `change-stage` a student's admission moving on (by staff, or by the family's own step: see WEBSITE_ACTOR); `merge` two
 * family records found to be one; `move` a family moved on a waiting list, with the reason staff gave.
 */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'approve',
  'reject',
  'restore',
  'change-level',
  'mark-read',
  'mark-unread',
  'mark-handled',
  'mark-unhandled',
  'import',
  'end',
  'send',
  'reset-two-step',
  'change-stage',
  'merge',
  'cancel',
  'move',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The kinds of record a staff action changes. */
export const AUDIT_ENTITY_KINDS = [
  'comment',
  'testimonial',
  'user',
  'settings',
  'gallery-image',
  'blog',
  'teacher',
  'social-event',
  'enquiry',
  'short-url',
  'calendar-event',
  'notice',
  'subscriber',
  'weekly-letter',
  'family',
  'student',
  'guardian',
  'agreement-template',
  'application',
  'visit-time',
  'visit-booking',
  'waiting-list',
  'offer',
] as const;
export type AuditEntityKind = (typeof AUDIT_ENTITY_KINDS)[number];

/** One staff action, as it was recorded: who, what, when. Never a password or a token. */
export interface AuditEntry {
  id: string;
  at: Timestamp;
  /** The staff member's account id, and their name as it was when they acted. */
  actorId: string;
  actorName: string;
  action: AuditAction;
  entityKind: AuditEntityKind;
  /** The record or records changed (a bulk moderation lists each one it moved). */
  entityIds: string[];
  /** A short, plain description of the change, e.g. "approved 3 comments" or "access level GENERAL → ADMIN". */
  summary: string;
}
