import { z } from 'zod';
import { FIELD_MESSAGES } from '../validation/field-messages';
import { youtubeIdOf } from '../video/youtube';
import { OWNER_ROLE } from './teacher.types';

export const TEACHER_MESSAGES = {
  name: "Please enter the teacher's name",
  subject: "Please enter the teacher's subject or class",
  email: "Please enter the teacher's email",
  phone: "Please enter the teacher's phone number",
  facebook: "Please enter the teacher's Facebook link",
  googlePlus: "Please enter the teacher's Google Plus link",
  linkedin: "Please enter the teacher's LinkedIn link",
  instagram: "Please enter the teacher's Instagram link",
  twitter: "Please enter the teacher's Twitter link",
  desc: 'Please enter a description of the teacher',
  link: 'Please enter a web address starting with https://',
  videoUrl: 'Please enter a YouTube link whose video ID is 11 characters',
  skillName: 'Please name each skill',
  skillPercent: 'Please give each skill a percent from 0 to 100',
  skills: 'Please list at most 12 skills',
  role: 'The role can only be OWNER or empty',
  id: 'Please say which teacher this is about (id is missing)',
  data: 'The skills could not be read (they are not valid JSON).',
  picture: 'Please choose a picture to upload',
} as const;

const requiredText = (message: string, max = 100) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: FIELD_MESSAGES.tooLong });

/** Social links are shown as links, so only web addresses are accepted (never javascript: and the like). */
const link = (message: string) => requiredText(message, 300).regex(/^https?:\/\/\S+$/i, { error: TEACHER_MESSAGES.link });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: FIELD_MESSAGES.tooLong })
    .nullish()
    .transform((value) => (value ? value : null));

const skillSchema = z.object({
  name: requiredText(TEACHER_MESSAGES.skillName, 60),
  percent: z.coerce
    .number({ error: TEACHER_MESSAGES.skillPercent })
    .int({ error: TEACHER_MESSAGES.skillPercent })
    .min(0, { error: TEACHER_MESSAGES.skillPercent })
    .max(100, { error: TEACHER_MESSAGES.skillPercent }),
});

/** Multipart fields arrive as text: a skills field may hold the list as JSON. */
const skillsSchema = z.preprocess(
  (value, ctx) => {
    if (typeof value !== 'string') return value;
    if (!value.trim()) return [];
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: TEACHER_MESSAGES.data, input: value });
      return z.NEVER;
    }
  },
  z.array(skillSchema, { error: TEACHER_MESSAGES.skillName }).max(12, { error: TEACHER_MESSAGES.skills }),
);

const videoUrlSchema = optionalText(300).refine((url) => url === null || youtubeIdOf(url) !== null, {
  error: TEACHER_MESSAGES.videoUrl,
});

const roleSchema = z
  .union([z.literal(OWNER_ROLE), z.literal(''), z.null()], { error: TEACHER_MESSAGES.role })
  .optional()
  .transform((role) => (role ? role : null));

/** The teacher form of spec section 5, in the order its fields are checked. */
const teacherFields = {
  name: requiredText(TEACHER_MESSAGES.name),
  subject: requiredText(TEACHER_MESSAGES.subject),
  email: requiredText(TEACHER_MESSAGES.email, 254).pipe(z.email({ error: FIELD_MESSAGES.emailFormat })),
  phone: requiredText(TEACHER_MESSAGES.phone, 40),
  facebook: link(TEACHER_MESSAGES.facebook),
  googlePlus: link(TEACHER_MESSAGES.googlePlus),
  linkedin: link(TEACHER_MESSAGES.linkedin),
  instagram: link(TEACHER_MESSAGES.instagram),
  twitter: link(TEACHER_MESSAGES.twitter),
  desc: requiredText(TEACHER_MESSAGES.desc, 5000),
  videoUrl: videoUrlSchema,
  passions: optionalText(2000),
  skills: skillsSchema.default([]),
  role: roleSchema,
};

export const createTeacherSchema = z.object(teacherFields);
export type CreateTeacherInput = z.input<typeof createTeacherSchema>;
export type CreateTeacher = z.output<typeof createTeacherSchema>;

const id = z.string({ error: TEACHER_MESSAGES.id }).trim().min(1, { error: TEACHER_MESSAGES.id });

/** A change: the id plus only the fields that change (with a picture alone, just the id). */
export const updateTeacherSchema = z.object({
  id,
  name: teacherFields.name.optional(),
  subject: teacherFields.subject.optional(),
  email: teacherFields.email.optional(),
  phone: teacherFields.phone.optional(),
  facebook: teacherFields.facebook.optional(),
  googlePlus: teacherFields.googlePlus.optional(),
  linkedin: teacherFields.linkedin.optional(),
  instagram: teacherFields.instagram.optional(),
  twitter: teacherFields.twitter.optional(),
  desc: teacherFields.desc.optional(),
  videoUrl: videoUrlSchema.optional(),
  passions: optionalText(2000).optional(),
  skills: skillsSchema.optional(),
  role: z
    .union([z.literal(OWNER_ROLE), z.literal(''), z.null()], { error: TEACHER_MESSAGES.role })
    .optional()
    .transform((role) => (role === undefined ? undefined : role || null)),
});
export type UpdateTeacherInput = z.input<typeof updateTeacherSchema>;
export type UpdateTeacher = z.output<typeof updateTeacherSchema>;

/** The form's image-only mode ("Update", spec section 5): which teacher, and the new picture. */
export const teacherPictureSchema = z.object({ id, image: z.instanceof(Blob, { error: TEACHER_MESSAGES.picture }) });

/** Spec section 7: DELETE body {id, path}; the path is accepted and ignored, the server knows its own. */
export const teacherIdSchema = z.object({ id, path: z.string().optional() });
export type TeacherId = z.output<typeof teacherIdSchema>;
