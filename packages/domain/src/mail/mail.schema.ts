import { z } from 'zod';
import { offsetQuery, searchTextQuery, wholeNumberQuery } from '../pagination/list-query';
import { captchaSolutionSchema, emailSchema } from '../users/user.schema';
import { ACCOUNT_MAIL_SWITCHES, MAIL_TOPICS, type MailTopic, UNSUBSCRIBE_TARGETS } from './mail-topics';

export const MAIL_MESSAGES = {
  topics: 'Please choose at least one kind of e-mail',
  topic: `Please choose what to stop: ${UNSUBSCRIBE_TARGETS.join(', ')}`,
  token: 'This link is incomplete. Please open it again from your e-mail, the whole address.',
  nothingToChange: 'Please change at least one choice',
  switchValue: 'Each choice is on (true) or off (false)',
  search: 'Please keep the search under 200 characters',
  limit: 'Please ask for between 1 and 200 subscribers',
  id: 'Please say which subscriber this is about (id is missing)',
} as const;

/** The most subscribers one page of GET /api/subscribers holds. */
export const MAX_SUBSCRIBERS_LIMIT = 200;
export const DEFAULT_SUBSCRIBERS_LIMIT = 50;

/** A signed link's token: letters, digits, - _ and a dot; long enough for its signature, never longer than a link can be. */
const tokenSchema = z
  .string({ error: MAIL_MESSAGES.token })
  .trim()
  .min(20, { error: MAIL_MESSAGES.token })
  .max(600, { error: MAIL_MESSAGES.token })
  .regex(/^[\w.-]+$/, { error: MAIL_MESSAGES.token });

const topicsSchema = z
  .array(z.enum(MAIL_TOPICS, { error: MAIL_MESSAGES.topics }), { error: MAIL_MESSAGES.topics })
  .min(1, { error: MAIL_MESSAGES.topics })
  .max(MAIL_TOPICS.length, { error: MAIL_MESSAGES.topics })
  .transform((topics) => MAIL_TOPICS.filter((topic) => topics.includes(topic)));

/** POST /api/subscriptions: an address and what it should get; the captcha when nobody is signed in. */
export const subscribeSchema = z.object({
  email: emailSchema,
  topics: topicsSchema,
  altcha: captchaSolutionSchema.optional(),
});
export type SubscribeInput = z.input<typeof subscribeSchema>;
export type Subscribe = z.output<typeof subscribeSchema>;

/** A link from a mail: confirm a subscription, verify an address. */
export const mailTokenSchema = z.object({ token: tokenSchema });
export type MailToken = z.output<typeof mailTokenSchema>;

const onOff = z.boolean({ error: MAIL_MESSAGES.switchValue });

const topicChoicesSchema = z.object(Object.fromEntries(MAIL_TOPICS.map((topic) => [topic, onOff.optional()])) as Record<MailTopic, z.ZodOptional<typeof onOff>>).strict();
const accountSwitchesSchema = z.object(Object.fromEntries(ACCOUNT_MAIL_SWITCHES.map((name) => [name, onOff.optional()])) as Record<(typeof ACCOUNT_MAIL_SWITCHES)[number], z.ZodOptional<typeof onOff>>).strict();

const preferenceChange = {
  topics: topicChoicesSchema.optional(),
  account: accountSwitchesSchema.optional(),
};

const somethingChanges = (change: { topics?: object; account?: object }) =>
  [change.topics, change.account].some((group) => group && Object.values(group).some((value) => value !== undefined));

/** PUT /api/mail-preferences: the link's token, and the choices that change. */
export const updateMailPreferencesSchema = z
  .object({ token: tokenSchema, ...preferenceChange })
  .refine(somethingChanges, { error: MAIL_MESSAGES.nothingToChange });
export type UpdateMailPreferencesInput = z.input<typeof updateMailPreferencesSchema>;
export type UpdateMailPreferences = z.output<typeof updateMailPreferencesSchema>;

/** PUT /api/mail-preferences/me: the signed-in person's own choices. */
export const updateMyMailPreferencesSchema = z.object(preferenceChange).refine(somethingChanges, { error: MAIL_MESSAGES.nothingToChange });
export type UpdateMyMailPreferencesInput = z.input<typeof updateMyMailPreferencesSchema>;
export type UpdateMyMailPreferences = z.output<typeof updateMyMailPreferencesSchema>;

/** POST /api/mail-preferences/unsubscribe (the unsubscribe page's button): the link's token and what it stops. */
export const unsubscribeSchema = z.object({
  token: tokenSchema,
  topic: z.enum(UNSUBSCRIBE_TARGETS, { error: MAIL_MESSAGES.topic }),
});
export type UnsubscribeInput = z.input<typeof unsubscribeSchema>;
export type Unsubscribe = z.output<typeof unsubscribeSchema>;

/** The query of a mail's one-click List-Unsubscribe address (POST /unsubscribe?token=...&topic=...). */
export const oneClickUnsubscribeSchema = unsubscribeSchema;

/** GET /api/mail-preferences?token=... */
export const mailPreferencesQuerySchema = z.object({ token: tokenSchema });

/** GET /api/subscribers: staff search and pages. */
export const subscribersQuerySchema = z.object({
  q: searchTextQuery(MAIL_MESSAGES.search),
  topic: z.enum(MAIL_TOPICS, { error: MAIL_MESSAGES.topics }).optional(),
  limit: wholeNumberQuery(MAIL_MESSAGES.limit, 1, MAX_SUBSCRIBERS_LIMIT).default(DEFAULT_SUBSCRIBERS_LIMIT),
  offset: offsetQuery,
});
export type SubscribersQuery = z.output<typeof subscribersQuerySchema>;

export interface SubscribersQueryInput {
  q?: string;
  topic?: MailTopic;
  limit?: number;
  offset?: number;
}

export const subscriberIdSchema = z.object({
  id: z.string({ error: MAIL_MESSAGES.id }).trim().min(1, { error: MAIL_MESSAGES.id }).max(64, { error: MAIL_MESSAGES.id }),
});
export type SubscriberId = z.output<typeof subscriberIdSchema>;
