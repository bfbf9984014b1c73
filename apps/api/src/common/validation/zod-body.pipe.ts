import { type PipeTransform } from '@nestjs/common';
import { withJsonField } from '@trailside/domain/api/multipart';
import { validate } from '@trailside/domain/validation/validate';
import type { z } from 'zod';
import { problem } from '../errors/problem';
import { refuseNullCharacters } from './null-characters';

/**
 * Validates a body (or a query) with a domain schema. Multipart forms may carry their fields as one JSON
 * `payload` field (spec section 7) or as separate fields; both arrive at the schema as the same object.
 */
export class ZodBodyPipe<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  private readonly schema: z.ZodType<z.output<S>>;

  constructor(schema: S) {
    this.schema = withJsonField('payload', schema);
  }

  transform(body: unknown): z.output<S> {
    const result = validate(this.schema, body);
    if (!result.ok) throw problem(400, 'VALIDATION_FAILED', result.message, result.issues);
    return refuseNullCharacters(result.data);
  }
}
