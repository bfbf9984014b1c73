import { MAX_AUDIT_LIMIT } from './audit.rules';
import { AUDIT_ACTIONS, AUDIT_ENTITY_KINDS, type AuditAction, type AuditEntityKind } from './audit.types';

/** Texts of GET /api/audit's refusals. */
export const AUDIT_MESSAGES = {
  limit: `Please ask for between 1 and ${MAX_AUDIT_LIMIT} entries`,
  action: `Please choose one of the recorded actions (${AUDIT_ACTIONS.join(', ')})`,
  entityKind: `Please choose one of the kinds of record (${AUDIT_ENTITY_KINDS.join(', ')})`,
  actorId: 'Please give the id of a staff account',
  date: 'Please give dates as YYYY-MM-DD or a full ISO date and time',
  dateOrder: 'The "from" date must come before the "to" date',
} as const;

/** How the staff console's Activity view names each recorded action and kind of record. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  create: 'Added',
  update: 'Changed',
  delete: 'Deleted',
  approve: 'Approved',
  reject: 'Took back approval',
  restore: 'Restored',
  'change-level': 'Changed access level',
  'mark-read': 'Marked read',
  'mark-unread': 'Marked unread',
  'mark-handled': 'Marked handled',
  'mark-unhandled': 'Marked not handled',
  import: 'Imported',
  end: 'Ended',
  send: 'Sent',
  'reset-two-step': 'Reset two-step sign-in',
  'change-stage': 'Moved admission stage',
  merge: 'Merged',
  cancel: 'Cancelled',
  move: 'Moved on a waiting list',
};

export const AUDIT_KIND_LABELS: Record<AuditEntityKind, string> = {
  comment: 'Comment',
  testimonial: 'Testimonial',
  user: 'Account',
  settings: 'Site settings',
  'gallery-image': 'Gallery picture',
  blog: 'Blog post',
  teacher: 'Teacher',
  'social-event': 'Flyer',
  enquiry: 'Enquiry',
  'short-url': 'Short link',
  'calendar-event': 'Calendar event',
  notice: 'Notice',
  subscriber: 'Subscriber',
  'weekly-letter': 'Weekly letter',
  family: 'Family',
  student: 'Student',
  guardian: 'Guardian',
  'agreement-template': 'Enrolment agreement',
  application: 'Application',
  'visit-time': 'Visit time',
  'visit-booking': 'Visit booking',
  'waiting-list': 'Waiting list',
  offer: 'Offer of a place',
};
