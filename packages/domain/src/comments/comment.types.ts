import type { Timestamp } from '../api/timestamp';

export interface BlogComment {
  id: string;
  comment: string;
  author: string;
  /** The commenter's address: shown to staff and to the commenter, null for everyone else (the access table's comment.readEmail). */
  email: string | null;
  userId: string;
  imageUrl: string | null;
  /** Where this comment lives: "{parentDocPath}/comments/{id}", e.g. "blogs/{blogId}/comments/{id}". */
  docPath: string;
  /** The post ("blogs/{blogId}") or comment this one replies to. */
  parentDocPath: string;
  approved: boolean;
  rejected: boolean;
  updatedAt: Timestamp;
  /** Direct replies the caller may see; fetch them with parentDocPath = this comment's docPath. */
  replyCount: number;
  /**
   * Nested replies. The API lists one level at a time, so this is always empty in its answers;
   * a front end may fill it with the replies it fetched.
   */
  comments: BlogComment[];
}
