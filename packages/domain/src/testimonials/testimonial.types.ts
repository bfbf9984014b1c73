import type { Timestamp } from '../api/timestamp';

export interface Testimonial {
  id: string;
  userId: string;
  fname: string;
  text: string;
  approved: boolean;
  /** Soft delete: a rejected testimonial is hidden unless an admin asks to see deletes. */
  rejected: boolean;
  /** Where the record lives ("testimonials/<id>"); informational only, the server never trusts it back. */
  path: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}
