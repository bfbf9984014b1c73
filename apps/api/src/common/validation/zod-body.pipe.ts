import { type PipeTransform } from '@nestjs/common';
import { validate } from '@trailside/domain/validation/validate';
import type { z } from 'zod';
import { problem } from '../errors/problem';

/**
 * Validates a body with a domain schema. Multipart forms may carry their fields as one JSON `payload`
 * field (spec section 7) or as separate fields; both arrive here as the same object.
 */
export class ZodBodyPipe<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(private readonly schema: S) {}

  transform(body: unknown): z.output<S> {
    const result = validate(this.schema, unwrapPayload(body));
    if (!result.ok) throw problem(400, 'VALIDATION_FAILED', result.message, result.issues);
    return result.data;
  }
}

function unwrapPayload(body: unknown): unknown {
  if (typeof body !== 'object' || body === null) return {};
  const { payload, ...fields } = body as Record<string, unknown>;
  if (typeof payload !== 'string') return body;
  try {
    const parsed: unknown = JSON.parse(payload);
    return typeof parsed === 'object' && parsed !== null ? { ...fields, ...parsed } : fields;
  } catch {
    throw problem(400, 'VALIDATION_FAILED', 'The form data could not be read (payload is not valid JSON).');
  }
}
