import { type Fields, text } from '../audit/audit-wording';
import { moderatedOne, removedOne } from '../moderation/moderation.audit';

const testimonialAuthor = (record: Fields) => text(record.fname) || 'a family';

export const TESTIMONIALS_AUDIT = {
  update: moderatedOne('testimonial', 'text', testimonialAuthor),
  remove: removedOne('testimonial', testimonialAuthor),
};
