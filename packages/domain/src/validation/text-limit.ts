import { z } from 'zod';

/**
 * The most characters a schema's text field takes (its `.max`), so a form can show the limit the API will hold
 * it to, from the rule itself; undefined for a field with no limit. Looks through optional, nullable, default,
 * transform and pipe wrappers.
 */
export function textLimitOf(schema: z.ZodType): number | undefined {
  if (schema instanceof z.ZodString) return schema.maxLength ?? undefined;
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) {
    return textLimitOf(schema.unwrap() as z.ZodType);
  }
  if (schema instanceof z.ZodPipe) return textLimitOf(schema.in as z.ZodType) ?? textLimitOf(schema.out as z.ZodType);
  return undefined;
}

const number = (value: number) => value.toLocaleString('en-US');

/** What a form shows under a limited field, as the text grows; the limit is never enforced by cutting. */
export const TEXT_LIMIT_TEXTS = {
  count: (length: number, limit: number) => `${number(length)} of ${number(limit)} characters`,
  over: (length: number, limit: number) =>
    `${number(length)} of ${number(limit)} characters: ${number(length - limit)} too many. Please shorten it before sending.`,
} as const;

/** Characters as the API counts them: zod's `.max` after `.trim()`. */
export const textLength = (value: unknown): number => (typeof value === 'string' ? value.trim().length : typeof value === 'number' ? String(value).length : 0);
