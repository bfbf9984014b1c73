import { z } from 'zod';
import { CLASS_CARDS } from '../classes/class-cards';
import { isStartTerm, LEVEL_NAMES, LEVELS } from './admissions.types';
import { DEFAULT_DAYS_TO_ANSWER } from './offers.types';

/** The classes a place can be offered in: the school's classes with a monthly fee (the fee is the tuition). */
export const OFFERED_CLASSES = CLASS_CARDS.filter((card) => card.price !== null).map((card) => ({ title: card.title, monthlyTuition: card.price ?? 0 }));

export const OFFER_MESSAGES = {
  studentId: 'Please say which student this is about (studentId is missing)',
  level: `Please choose a level: ${LEVELS.map((level) => LEVEL_NAMES[level]).join(', ')}`,
  startTerm: 'Please choose a start term, written as year and month ("2027-09")',
  places: 'Please give the places open as a whole number from 0 to 500',
  siblingsFirst: 'Please say whether siblings of enrolled students go first (true or false)',
  direction: 'Please say whether to move the family up or down',
  reason: 'Please give the reason for the move: it is kept with the list and in the audit trail',
  reasonLength: 'Please keep the reason under 300 characters',
  className: `Please choose a class: ${OFFERED_CLASSES.map((card) => card.title).join(', ')}`,
  startDate: 'Please give the start date as a date ("2027-09-01")',
  deposit: 'Please keep the deposit under 200 characters',
  daysToAnswer: 'Please give the days to answer as a whole number from 1 to 60',
  token: 'This link is not complete. Please open it again from your e-mail.',
  answer: 'Please choose to accept or decline the place',
} as const;

const studentId = z.string({ error: OFFER_MESSAGES.studentId }).trim().min(1, { error: OFFER_MESSAGES.studentId }).max(64, { error: OFFER_MESSAGES.studentId });
const level = z.enum(LEVELS, { error: OFFER_MESSAGES.level });
const startTerm = z.string({ error: OFFER_MESSAGES.startTerm }).trim().refine(isStartTerm, { error: OFFER_MESSAGES.startTerm });
const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** GET /api/admissions/waiting-list: which list. */
export const waitingListQuerySchema = z.object({ level, startTerm });

/** POST /api/admissions/waiting-list: an applied student joins the list of their level and start term. */
export const joinWaitingListSchema = z.object({ studentId });

/** POST /api/admissions/waiting-list/move: one place up or down, with the reason (required, kept, audited). */
export const moveOnWaitingListSchema = z.object({
  studentId,
  direction: z.enum(['up', 'down'], { error: OFFER_MESSAGES.direction }),
  reason: z
    .string({ error: OFFER_MESSAGES.reason })
    .transform((text) => text.replace(/\s+/g, ' ').trim())
    .pipe(z.string().min(1, { error: OFFER_MESSAGES.reason }).max(300, { error: OFFER_MESSAGES.reasonLength })),
});

/** PUT /api/admissions/waiting-list/settings: the places open in a list and its order. */
export const waitingListSettingsSchema = z.object({
  level,
  startTerm,
  places: z.number({ error: OFFER_MESSAGES.places }).int({ error: OFFER_MESSAGES.places }).min(0, { error: OFFER_MESSAGES.places }).max(500, { error: OFFER_MESSAGES.places }),
  siblingsFirst: z.boolean({ error: OFFER_MESSAGES.siblingsFirst }),
});

/** POST /api/admissions/offers: a place offered to a student on a waiting list. */
export const makeOfferSchema = z.object({
  studentId,
  className: z.enum(OFFERED_CLASSES.map((card) => card.title) as [string, ...string[]], { error: OFFER_MESSAGES.className }),
  startDate: z.string({ error: OFFER_MESSAGES.startDate }).trim().refine(isDate, { error: OFFER_MESSAGES.startDate }),
  deposit: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z.string({ error: OFFER_MESSAGES.deposit }).trim().max(200, { error: OFFER_MESSAGES.deposit }).nullable().optional(),
  ).transform((value) => value ?? null),
  daysToAnswer: z
    .number({ error: OFFER_MESSAGES.daysToAnswer })
    .int({ error: OFFER_MESSAGES.daysToAnswer })
    .min(1, { error: OFFER_MESSAGES.daysToAnswer })
    .max(60, { error: OFFER_MESSAGES.daysToAnswer })
    .default(DEFAULT_DAYS_TO_ANSWER),
});

const token = z.string({ error: OFFER_MESSAGES.token }).trim().min(1, { error: OFFER_MESSAGES.token }).max(200, { error: OFFER_MESSAGES.token });

/** POST /api/admissions/offers/respond: the family's answer, from the mailed link. */
export const answerOfferSchema = z.object({ token, answer: z.enum(['accept', 'decline'], { error: OFFER_MESSAGES.answer }) });

export type WaitingListQuery = z.output<typeof waitingListQuerySchema>;
export type JoinWaitingList = z.output<typeof joinWaitingListSchema>;
export type MoveOnWaitingList = z.output<typeof moveOnWaitingListSchema>;
export type MoveOnWaitingListInput = z.input<typeof moveOnWaitingListSchema>;
export type WaitingListSettings = z.output<typeof waitingListSettingsSchema>;
export type MakeOffer = z.output<typeof makeOfferSchema>;
export type MakeOfferInput = z.input<typeof makeOfferSchema>;
export type AnswerOffer = z.output<typeof answerOfferSchema>;
