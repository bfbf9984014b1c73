import type { Timestamp } from '../api/timestamp';

export interface BlogComment {
  id: string;
  comment: string;
  author: string;
  email: string;
  userId: string;
  imageUrl: string | null;
  /** Where this comment lives, e.g. "blogs/{blogId}/comments/{id}". */
  docPath: string;
  /** The blog ("blogs/{blogId}") or comment this one replies to. */
  parentDocPath: string;
  approved: boolean;
  rejected: boolean;
  updatedAt: Timestamp;
  comments: BlogComment[];
}
