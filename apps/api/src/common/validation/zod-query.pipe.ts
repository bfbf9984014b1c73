import { type PipeTransform } from '@nestjs/common';
import { API_MESSAGES } from '@trailside/domain/api/api.messages';
import { validate } from '@trailside/domain/validation/validate';
import type { z } from 'zod';
import { problem } from '../errors/problem';
import { refuseNullCharacters } from './null-characters';

/**
 * Validates a query parameter that carries JSON, as the spec's `?query={"next":true,"limit":9}` does.
 * A missing parameter means "all defaults".
 */
export class ZodQueryPipe<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(
    private readonly schema: S,
    private readonly notJsonMessage: string = API_MESSAGES.queryNotJson,
  ) {}

  transform(raw: unknown): z.output<S> {
    let value: unknown = {};
    if (typeof raw === 'string' && raw.trim() !== '') {
      try {
        value = JSON.parse(raw);
      } catch {
        throw problem(400, 'VALIDATION_FAILED', this.notJsonMessage);
      }
    }
    const result = validate(this.schema, value ?? {});
    if (!result.ok) throw problem(400, 'VALIDATION_FAILED', result.message, result.issues);
    return refuseNullCharacters(result.data);
  }
}
