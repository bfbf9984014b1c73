import type { z } from 'zod';

export interface ValidationIssue {
  path: string;
  message: string;
}

export type ValidationResult<T> =
  | { ok: true; data: T }
  | { ok: false; message: string; issues: ValidationIssue[] };

/**
 * Checks input against a schema. `message` is the first problem in the schema's field order,
 * which is the order the spec asks forms to report them in.
 */
export function validate<S extends z.ZodType>(schema: S, input: unknown): ValidationResult<z.output<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const issues = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  return { ok: false, message: issues[0]?.message ?? 'Please check the form and try again.', issues };
}
