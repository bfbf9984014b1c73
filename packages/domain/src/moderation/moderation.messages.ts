import { MAX_MODERATION_IDS, MAX_MODERATION_QUEUE_LIMIT } from './moderation.rules';

/** Texts of the moderation requests: the bulk actions and the staff console's inbox. */
export const MODERATION_MESSAGES = {
  /** Names the actions a person chooses; `restore` is the console's undo of a delete. */
  action: 'Please choose what to do: approve, reject or delete',
  items: 'Please choose at least one comment or testimonial',
  repeated: (items: string[]) => `Please list each item once. These are listed more than once: ${items.join(', ')}`,
  tooMany: `Please moderate at most ${MAX_MODERATION_IDS.toLocaleString('en-US')} items at a time.`,
  kind: 'Please choose comment or testimonial (or leave kind out for both)',
  state: 'Please choose pending, approved or rejected',
  search: 'Please keep the search under 200 characters',
  limit: `Please ask for between 1 and ${MAX_MODERATION_QUEUE_LIMIT} items`,
  showDeleted: 'showDeleted must be true or false',
} as const;
