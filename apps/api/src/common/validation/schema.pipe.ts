import { type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import { withJsonField } from '@trailside/domain/api/multipart';
import { validate } from '@trailside/domain/validation/validate';
import type { z } from 'zod';
import { problem } from '../errors/problem';
import { refuseNullCharacters } from './null-characters';

/**
 * The argument of a route a RouteSchemaPipe checks: the whole body (`@Body()`), the whole query (`@Query()`), or one
 * query parameter that carries JSON (`@Query(name)`), as the spec's `?query={"next":true,"limit":9}` does.
 */
export type CheckedArgument = { type: 'body' | 'query' } | { type: 'query'; name: string; notJson: string };

/**
 * Validates one argument of a route with a domain schema; @Endpoint puts it on a route from its `body` or `query`.
 * Nest hands a route's pipes every argument: this one checks its own and passes the others (the signed-in user,
 * files, parameters) on. Multipart forms may carry their fields as one JSON `payload` field (spec section 7) or as
 * separate fields; both arrive at the schema as the same object. A JSON parameter left out means "all defaults".
 */
export class RouteSchemaPipe implements PipeTransform {
  private readonly schema: z.ZodType;

  constructor(
    private readonly argument: CheckedArgument,
    schema: z.ZodType,
  ) {
    this.schema = withJsonField('payload', schema);
  }

  /** Whether this pipe checks the argument Nest describes so (`data` is the name in `@Query(name)`, if any). */
  checks({ type, data }: Pick<ArgumentMetadata, 'type' | 'data'>): boolean {
    return type === this.argument.type && data === ('name' in this.argument ? this.argument.name : undefined);
  }

  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (!this.checks(metadata)) return value;
    const result = validate(this.schema, 'notJson' in this.argument ? parsedJson(value, this.argument.notJson) : value);
    if (!result.ok) throw problem(400, 'VALIDATION_FAILED', result.message, result.issues);
    return refuseNullCharacters(result.data);
  }
}

/** A query parameter's JSON, parsed; `{}` when it is missing or blank, a 400 with `notJson` when it is not JSON. */
function parsedJson(value: unknown, notJson: string): unknown {
  if (typeof value !== 'string' || value.trim() === '') return {};
  try {
    return JSON.parse(value) ?? {};
  } catch {
    throw problem(400, 'VALIDATION_FAILED', notJson);
  }
}
