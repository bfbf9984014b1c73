import type { Timestamp } from '../api/timestamp';
import type { ModerationKind, ModerationState } from './moderation.rules';

/** What every item in the staff console's inbox carries, whatever its kind. */
interface ModerationItemBase {
  kind: ModerationKind;
  /** The comment's or testimonial's own id: what the bulk moderation endpoints take. */
  id: string;
  state: ModerationState;
  /** The author's name as it was written down (a comment's author, a testimonial's first name). */
  author: string;
  /** The author's e-mail: a comment's as written, a testimonial's from its author's account; null when not known. */
  email: string | null;
  userId: string;
  /** Written by a child's account: the inbox marks it, and its author is shown by first name only. */
  byChild: boolean;
  /** The whole text, never cut. */
  text: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** A comment on a post, or a reply to another comment. */
export interface CommentModerationItem extends ModerationItemBase {
  kind: 'comment';
  context: {
    blogId: string;
    blogTitle: string;
    /** Where the comment lives, as the site's comment endpoints name it. */
    docPath: string;
    /** The comment this one replies to, or null for a comment on the post itself. */
    replyTo: { id: string; author: string } | null;
  };
}

/** A family's testimonial: all of them belong in the home page's testimonials carousel. */
export interface TestimonialModerationItem extends ModerationItemBase {
  kind: 'testimonial';
  context: { page: 'home' };
}

export type ModerationItem = CommentModerationItem | TestimonialModerationItem;

/** How many items of each kind are in each state. */
export type ModerationCounts = Record<ModerationKind, Record<ModerationState, number>>;

/** The inbox's badge: what awaits approval, and when the newest of it came in. */
export interface ModerationSummary {
  pending: Record<ModerationKind, number>;
  /** All pending items, both kinds. */
  total: number;
  /** The newest pending item's createdAt in seconds since the epoch; null when nothing is pending. */
  latest: number | null;
}
