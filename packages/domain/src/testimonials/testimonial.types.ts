export interface Testimonial {
  id: string;
  userId: string;
  fname: string;
  text: string;
  approved: boolean;
  /** Soft delete: a rejected testimonial is hidden unless an admin asks to see deletes. */
  rejected: boolean;
  path: string;
}
