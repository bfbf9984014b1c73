import { z } from 'zod';
import { FIELD_MESSAGES } from '../validation/field-messages';
import { captchaSolutionSchema, emailSchema, nameText, newPasswordSchema, USER_MESSAGES } from '../users/user.schema';
import { ACCOUNT_ERRORS } from './account.messages';
import { MAX_INACTIVE_MONTHS, MIN_INACTIVE_MONTHS } from './retention.rules';
import { TOTP_DIGITS } from './two-step.rules';

export const ACCOUNT_MESSAGES = {
  code: `Please type the ${TOTP_DIGITS}-digit code from your authenticator app`,
  recoveryCode: 'Please type one of your recovery codes',
  oneCode: 'Please type either a code from your app or a recovery code, not both',
  ticket: ACCOUNT_ERRORS.ticket,
  password: ACCOUNT_ERRORS.passwordNeeded,
  months: `Please choose between ${MIN_INACTIVE_MONTHS} and ${MAX_INACTIVE_MONTHS} months`,
  policyEmpty: 'Please change at least one setting',
  consentToken: ACCOUNT_ERRORS.consentLink,
  sessionId: 'Please say which sign-in to end (id is missing)',
} as const;

/** Six digits, as typed: spaces (some apps show "123 456") are dropped. */
export const totpCodeSchema = z
  .string({ error: ACCOUNT_MESSAGES.code })
  .transform((code) => code.replace(/\s/g, ''))
  .pipe(z.string().regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), { error: ACCOUNT_MESSAGES.code }));

const recoveryCodeSchema = z
  .string({ error: ACCOUNT_MESSAGES.recoveryCode })
  .trim()
  .min(1, { error: ACCOUNT_MESSAGES.recoveryCode })
  .max(40, { error: ACCOUNT_MESSAGES.recoveryCode });

const ticketSchema = z.string({ error: ACCOUNT_MESSAGES.ticket }).trim().min(1, { error: ACCOUNT_MESSAGES.ticket }).max(2000, { error: ACCOUNT_MESSAGES.ticket });

const passwordSchema = z.string({ error: ACCOUNT_MESSAGES.password }).min(1, { error: ACCOUNT_MESSAGES.password }).max(200, { error: FIELD_MESSAGES.tooLong });

/** POST /api/auth/login/code: the password step's ticket and a code from the app, or a recovery code. */
export const secondStepSchema = z
  .object({ ticket: ticketSchema, code: totpCodeSchema.optional(), recoveryCode: recoveryCodeSchema.optional() })
  .refine((step) => step.code !== undefined || step.recoveryCode !== undefined, { error: ACCOUNT_MESSAGES.code, path: ['code'] })
  .refine((step) => step.code === undefined || step.recoveryCode === undefined, { error: ACCOUNT_MESSAGES.oneCode, path: ['code'] });
export type SecondStepInput = z.input<typeof secondStepSchema>;
export type SecondStep = z.output<typeof secondStepSchema>;

/** POST /api/auth/login/setup: a staff member's ticket, when the school requires two steps and they have none. */
export const setupTicketSchema = z.object({ ticket: ticketSchema });
export type SetupTicketInput = z.input<typeof setupTicketSchema>;

/** POST /api/auth/login/setup/confirm: the ticket and the first code the app shows. */
export const confirmSetupWithTicketSchema = z.object({ ticket: ticketSchema, code: totpCodeSchema });
export type ConfirmSetupWithTicketInput = z.input<typeof confirmSetupWithTicketSchema>;

/** POST /api/account/two-step/confirm: the first code, and the password (a borrowed session cannot add a phone). */
export const confirmTwoStepSchema = z.object({ code: totpCodeSchema, password: passwordSchema, altcha: captchaSolutionSchema.optional() });
export type ConfirmTwoStepInput = z.input<typeof confirmTwoStepSchema>;

/** Turning two-step sign-in off, new recovery codes, deleting one's account: confirmed with the password. */
export const passwordConfirmationSchema = z.object({ password: passwordSchema, altcha: captchaSolutionSchema.optional() });
export type PasswordConfirmationInput = z.input<typeof passwordConfirmationSchema>;

export const sessionIdSchema = z.object({ id: z.string({ error: ACCOUNT_MESSAGES.sessionId }).trim().min(1, { error: ACCOUNT_MESSAGES.sessionId }).max(36, { error: ACCOUNT_MESSAGES.sessionId }) });

/** POST /api/account/children: a parent (or, for one parent, staff) makes a child's account, linked to the parent. */
export const createChildSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  fname: nameText(USER_MESSAGES.childFname),
  lname: nameText(USER_MESSAGES.childLname),
});
export type CreateChildInput = z.input<typeof createChildSchema>;
export type CreateChild = z.output<typeof createChildSchema>;

/** POST /api/children/consent: the token from the parent's mail. */
export const consentSchema = z.object({
  token: z.string({ error: ACCOUNT_MESSAGES.consentToken }).trim().min(1, { error: ACCOUNT_MESSAGES.consentToken }).max(200, { error: ACCOUNT_MESSAGES.consentToken }),
});
export type ConsentInput = z.input<typeof consentSchema>;

/** POST /api/account/parent: a child whose parent declined names another. */
export const askAnotherParentSchema = z.object({ parentEmail: emailSchema });
export type AskAnotherParentInput = z.input<typeof askAnotherParentSchema>;

/** PUT /api/account-policy: only what changes. */
export const updateAccountPolicySchema = z
  .object({
    twoStepRequiredForStaff: z.boolean({ error: 'Please say whether staff must sign in in two steps (true or false)' }),
    inactiveAccountMonths: z.coerce
      .number({ error: ACCOUNT_MESSAGES.months })
      .int({ error: ACCOUNT_MESSAGES.months })
      .min(MIN_INACTIVE_MONTHS, { error: ACCOUNT_MESSAGES.months })
      .max(MAX_INACTIVE_MONTHS, { error: ACCOUNT_MESSAGES.months }),
  })
  .partial()
  .refine((change) => Object.values(change).some((value) => value !== undefined), { error: ACCOUNT_MESSAGES.policyEmpty });
export type UpdateAccountPolicyInput = z.input<typeof updateAccountPolicySchema>;
export type UpdateAccountPolicy = z.output<typeof updateAccountPolicySchema>;
