import { z } from 'zod';
import { FIELD_MESSAGES } from '../validation/field-messages';
import { CONTACT_MESSAGES } from '../contact/contact.schema';
import { hasUnsafeNameCharacters, isInvisibleName, normalizedName } from '../text/person-name';
import { offsetQuery, searchTextQuery, wholeNumberQuery } from '../pagination/list-query';
import { AccessLevel } from './access-level';
import { USER_TYPES, UserType } from './user-type';

/** Validation texts of spec section 5, spelled exactly as the spec has them. */
export const USER_MESSAGES = {
  type: 'Please choose a user type',
  email: 'Please enter your email',
  password: 'Please enter your password',
  passwordLength: 'Please choose a password of at least 8 characters',
  currentPassword: 'Please enter your current password correctly to choose a new one.',
  currentPasswordForEmail: 'Please enter your current password correctly to change your email.',
  parentEmail: "Please enter a parent's email: we ask a parent to agree before anything a child writes is shown",
  parentEmailOwn: "Please enter a parent's email, not your own",
  fname: 'Please enter your First Name',
  lname: 'Please enter your Last Name',
  childFname: "Please enter your child's First Name",
  childLname: "Please enter your child's Last Name",
  accessLevel: 'Please choose an access level: 1 (GOD), 2 (ADMIN) or 3 (GENERAL)',
  id: 'Please say which user this is about (id is missing)',
  nameCharacters: 'Names may not contain hidden or control characters (such as a right-to-left mark). Please type the name again.',
  staffName: "That name belongs to a member of the school's staff. Please use your own name.",
  search: 'Please keep the search under 200 characters',
  limit: 'Please ask for between 1 and 200 users',
  invite: 'invite must be true or false',
  passwordWithInvite: 'Leave the password empty when you mail an invitation: they choose their own.',
} as const;

/** The most users one page of GET /api/users may hold. */
export const MAX_USERS_LIMIT = 200;

export const PASSWORD_MIN_LENGTH = 8;

/** A person's name: composed one way (NFC), with no hidden or control characters, and more than invisible ones. */
export const nameText = (message: string, max = 100) =>
  z
    .string({ error: message })
    .transform(normalizedName)
    .refine((name) => !isInvisibleName(name), { error: message })
    .refine((name) => !hasUnsafeNameCharacters(name), { error: USER_MESSAGES.nameCharacters })
    .pipe(z.string().max(max, { error: FIELD_MESSAGES.tooLong }));

/** A name that may be left out (a child's): the same checks when one is given. */
const optionalName = () =>
  z
    .string()
    .transform(normalizedName)
    .refine((name) => !hasUnsafeNameCharacters(name), { error: USER_MESSAGES.nameCharacters })
    .pipe(z.string().max(100, { error: FIELD_MESSAGES.tooLong }))
    .nullish()
    .transform((name) => (name && !isInvisibleName(name) ? name : null));

const optionalText = (max = 100) =>
  z
    .string()
    .trim()
    .max(max, { error: FIELD_MESSAGES.tooLong })
    .nullish()
    .transform((value) => (value ? value : null));

export const emailSchema = z
  .string({ error: USER_MESSAGES.email })
  .trim()
  .min(1, { error: USER_MESSAGES.email })
  .max(254, { error: FIELD_MESSAGES.tooLong })
  .pipe(z.email({ error: FIELD_MESSAGES.emailFormat }))
  .transform((email) => email.toLowerCase());

/** A new password; the sign-in form only checks that one was typed (see loginSchema). */
export const newPasswordSchema = z
  .string({ error: USER_MESSAGES.password })
  .min(1, { error: USER_MESSAGES.password })
  .min(PASSWORD_MIN_LENGTH, { error: USER_MESSAGES.passwordLength })
  .max(200, { error: FIELD_MESSAGES.tooLong });

/** The altcha widget's solved payload: asked for with a password once wrong ones have been tried for the address. */
export const captchaSolutionSchema = z
  .string({ error: CONTACT_MESSAGES.captcha })
  .trim()
  .min(1, { error: CONTACT_MESSAGES.captcha })
  .max(20_000, { error: CONTACT_MESSAGES.captcha });

const userTypeSchema = z.enum(USER_TYPES, { error: USER_MESSAGES.type });

/** Form values arrive as strings from multipart bodies and selects: "2" means 2. */
const accessLevelSchema = z.coerce
  .number({ error: USER_MESSAGES.accessLevel })
  .int({ error: USER_MESSAGES.accessLevel })
  .refine((level): level is AccessLevel => level >= AccessLevel.GOD && level <= AccessLevel.GENERAL, {
    error: USER_MESSAGES.accessLevel,
  });

const signUpFields = z.object({
  type: userTypeSchema,
  email: emailSchema,
  password: newPasswordSchema,
  fname: nameText(USER_MESSAGES.fname),
  lname: nameText(USER_MESSAGES.lname),
  phone: optionalText(40),
  childFirstName: optionalName(),
  childLastName: optionalName(),
  /** A child's sign-up names a parent, who is mailed to agree before anything the child writes is shown. */
  parentEmail: emailSchema.optional(),
  /** A child's sign-up mails an address the child typed: it costs a solved captcha, as subscribing someone does. */
  altcha: captchaSolutionSchema.optional(),
});

/**
 * Sign-up, checked in the spec's order: type, email, password, First Name, Last Name; then, for a child, a
 * parent's e-mail and the solved captcha. There is deliberately no accessLevel: a sign-up is always GENERAL, whatever
 * the payload says.
 */
export const signUpSchema = signUpFields.superRefine((signUp, context) => {
  if (signUp.type !== UserType.CHILD) return;
  if (!signUp.parentEmail) context.addIssue({ code: 'custom', path: ['parentEmail'], message: USER_MESSAGES.parentEmail });
  else if (signUp.parentEmail === signUp.email) context.addIssue({ code: 'custom', path: ['parentEmail'], message: USER_MESSAGES.parentEmailOwn });
  if (!signUp.altcha) context.addIssue({ code: 'custom', path: ['altcha'], message: CONTACT_MESSAGES.captcha });
});
export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUp = z.output<typeof signUpSchema>;

/** Multipart fields arrive as text: "true" means true. */
const inviteFlag = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')], { error: USER_MESSAGES.invite });

/**
 * The admin's Create User form: the sign-up fields plus an access level (default GENERAL). With `invite` (the form's
 * default) there is no password: the person is mailed a link to choose their own, so nobody else ever knows it.
 */
export const createUserSchema = signUpFields
  .omit({ parentEmail: true, altcha: true })
  .extend({
    // In place of the sign-up's: the spec's order (type, email, password, names) stays.
    password: newPasswordSchema.optional(),
    invite: inviteFlag.default(false),
    accessLevel: accessLevelSchema.default(AccessLevel.GENERAL),
  })
  .superRefine((user, context) => {
    if (user.invite && user.password !== undefined) context.addIssue({ code: 'custom', path: ['password'], message: USER_MESSAGES.passwordWithInvite });
    if (!user.invite && user.password === undefined) context.addIssue({ code: 'custom', path: ['password'], message: USER_MESSAGES.password });
  });
export type CreateUserInput = z.input<typeof createUserSchema>;
export type CreateUser = z.output<typeof createUserSchema>;

/** A change to one user: the id plus only the fields that change. */
export const updateUserSchema = z.object({
  id: z.string({ error: USER_MESSAGES.id }).trim().min(1, { error: USER_MESSAGES.id }),
  type: userTypeSchema.optional(),
  email: emailSchema.optional(),
  password: newPasswordSchema.optional(),
  /** Needed when people change their own password or e-mail, so a borrowed session cannot take the account. */
  currentPassword: z.string().max(200, { error: FIELD_MESSAGES.tooLong }).optional(),
  /** With currentPassword, once wrong passwords have been tried for the account (as when signing in). */
  altcha: captchaSolutionSchema.optional(),
  fname: nameText(USER_MESSAGES.fname).optional(),
  lname: nameText(USER_MESSAGES.lname).optional(),
  phone: optionalText(40).optional(),
  childFirstName: optionalName().optional(),
  childLastName: optionalName().optional(),
  accessLevel: accessLevelSchema.optional(),
});
export type UpdateUserInput = z.input<typeof updateUserSchema>;
export type UpdateUser = z.output<typeof updateUserSchema>;

export const userIdSchema = z.object({
  id: z.string({ error: USER_MESSAGES.id }).trim().min(1, { error: USER_MESSAGES.id }),
});
export type UserId = z.output<typeof userIdSchema>;

/** DELETE /api/users: the id, and the actor's password unless staff delete someone else's (deleteNeedsPassword). */
export const deleteUserSchema = userIdSchema.extend({
  password: z.string().max(200, { error: FIELD_MESSAGES.tooLong }).optional(),
  /** With the password, once wrong passwords have been tried for the account (as when signing in). */
  altcha: captchaSolutionSchema.optional(),
});
export type DeleteUserInput = z.input<typeof deleteUserSchema>;
export type DeleteUser = z.output<typeof deleteUserSchema>;

/**
 * `GET /api/users`: `q` narrows to users whose name, e-mail or child's name contains it (any case);
 * `limit` and `offset` page the list. Without a limit every matching user comes back, as before paging.
 */
export const usersQuerySchema = z.object({
  q: searchTextQuery(USER_MESSAGES.search),
  limit: wholeNumberQuery(USER_MESSAGES.limit, 1, MAX_USERS_LIMIT).optional(),
  offset: offsetQuery,
});
export type UsersQuery = z.output<typeof usersQuerySchema>;

/** What a client may ask the users list for; everything is optional. */
export interface UsersQueryInput {
  q?: string;
  limit?: number;
  offset?: number;
}
