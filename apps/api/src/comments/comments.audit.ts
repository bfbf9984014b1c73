import { type Fields, text } from '../audit/audit-wording';
import { moderatedOne, removedOne } from '../moderation/moderation.audit';

const commentAuthor = (record: Fields) => text(record.author) || 'a family';

export const COMMENTS_AUDIT = {
  update: moderatedOne('comment', 'comment', commentAuthor),
  remove: removedOne('comment', commentAuthor),
};
