/**
 * What the school mails, and who chooses it (issue 26). Anyone with an address may subscribe to the three
 * topics, each confirmed by a link first (double opt-in). Account holders also get mail about their own
 * comments and testimonials, each with its own off switch; staff may opt in to two more.
 */
export const MAIL_TOPICS = ['news', 'weekly', 'notices'] as const;
export type MailTopic = (typeof MAIL_TOPICS)[number];

export const MAIL_TOPIC_NAMES: Record<MailTopic, string> = {
  news: 'News',
  weekly: 'This week',
  notices: 'Notices',
};

/** One line under each topic's name, on the subscribe form and the preferences page. */
export const MAIL_TOPIC_DESCRIPTIONS: Record<MailTopic, string> = {
  news: 'A short e-mail when a new post goes up on the blog.',
  weekly: 'One letter a week: the new posts, the next two weeks of the calendar and the coming event.',
  notices: 'At once, when school closes, starts late or lets out early.',
};

/** The switches of an account holder: mail about their own writing, and (staff only) about the school's inbox. */
export const ACCOUNT_MAIL_SWITCHES = ['replies', 'approvals', 'itemsWaiting', 'newEnquiry'] as const;
export type AccountMailSwitch = (typeof ACCOUNT_MAIL_SWITCHES)[number];

/** The switches only staff (access level below 3) have. */
export const STAFF_MAIL_SWITCHES: readonly AccountMailSwitch[] = ['itemsWaiting', 'newEnquiry'];

export const ACCOUNT_MAIL_SWITCH_NAMES: Record<AccountMailSwitch, string> = {
  replies: 'Replies to my comments',
  approvals: 'When my comment or testimonial is approved',
  itemsWaiting: 'Items waiting for approval (at most one e-mail an hour)',
  newEnquiry: 'Each new enquiry from the contact and FAQ forms',
};

/** On for every account until its holder turns it off; the staff ones are off until a staff member turns them on. */
export const ACCOUNT_MAIL_DEFAULTS: Record<AccountMailSwitch, boolean> = {
  replies: true,
  approvals: true,
  itemsWaiting: false,
  newEnquiry: false,
};

export type AccountMailSettings = Record<AccountMailSwitch, boolean>;
export type TopicChoices = Record<MailTopic, boolean>;

/** What a one-click unsubscribe link stops: a topic, an account switch, or (a confirmation mail's) everything asked for. */
export const UNSUBSCRIBE_TARGETS = [...MAIL_TOPICS, ...ACCOUNT_MAIL_SWITCHES, 'all'] as const;
export type UnsubscribeTarget = (typeof UNSUBSCRIBE_TARGETS)[number];

export const isMailTopic = (value: string): value is MailTopic => (MAIL_TOPICS as readonly string[]).includes(value);

/** The topics chosen, in the usual order, from a set of choices. */
export const chosenTopics = (choices: Partial<TopicChoices>): MailTopic[] => MAIL_TOPICS.filter((topic) => choices[topic]);

/** "News and This week", "News, This week and Notices": topics as a sentence names them. */
export function topicList(topics: readonly MailTopic[]): string {
  const names = MAIL_TOPICS.filter((topic) => topics.includes(topic)).map((topic) => MAIL_TOPIC_NAMES[topic]);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
