import { z } from 'zod';
import { API_MESSAGES } from './api.messages';

/**
 * Spec section 7: a multipart body may carry its fields as JSON in one text field (`payload` for most
 * forms, `data` for the testimonial change). The one way to read it: that field's object joins the other
 * fields, so `schema` sees one object however the body was sent; a field that is not a JSON object is a
 * validation issue saying so. A missing body reads as no fields.
 */
export function withJsonField<S extends z.ZodType>(field: string, schema: S) {
  return z.preprocess((body, ctx) => {
    if (typeof body !== 'object' || body === null) return {};
    const { [field]: json, ...fields } = body as Record<string, unknown>;
    if (typeof json !== 'string') return body;
    try {
      const parsed: unknown = JSON.parse(json);
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return { ...fields, ...parsed };
    } catch {
      // reported below
    }
    ctx.addIssue({ code: 'custom', message: API_MESSAGES.unreadableField(field), input: json });
    return z.NEVER;
  }, schema);
}
