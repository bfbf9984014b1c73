import { type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import { API_MESSAGES } from '@trailside/domain/api/api.messages';
import { withJsonField } from '@trailside/domain/api/multipart';
import { validate } from '@trailside/domain/validation/validate';
import type { z } from 'zod';
import { problem } from '../errors/problem';
import { refuseNullCharacters } from './null-characters';

/**
 * Validates input with a domain schema: put on a route by @Endpoint, its body (RouteBodyPipe) or its query
 * (RouteQueryPipe). Multipart forms may carry their fields as one JSON `payload` field (spec section 7)
 * or as separate fields; both arrive at the schema as the same object.
 */
export class SchemaPipe<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  private readonly schema: z.ZodType<z.output<S>>;

  constructor(schema: S) {
    this.schema = withJsonField('payload', schema);
  }

  transform(value: unknown): z.output<S> {
    const result = validate(this.schema, value);
    if (!result.ok) throw problem(400, 'VALIDATION_FAILED', result.message, result.issues);
    return refuseNullCharacters(result.data);
  }
}

/**
 * The pipe @Endpoint puts on a route that names a body schema: Nest hands a route's pipes every argument, and
 * this one validates the whole body (`@Body()`) and passes the others (the signed-in user, files, parameters) on.
 */
export class RouteBodyPipe implements PipeTransform {
  private readonly body: SchemaPipe<z.ZodType>;

  constructor(schema: z.ZodType) {
    this.body = new SchemaPipe(schema);
  }

  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    return metadata.type === 'body' && metadata.data === undefined ? this.body.transform(value) : value;
  }
}

/**
 * The pipe @Endpoint puts on a route that names its query parameters (`query: queryParams(...)`): it validates the
 * whole query (`@Query()`) and passes the other arguments on.
 */
export class RouteQueryPipe implements PipeTransform {
  private readonly query: SchemaPipe<z.ZodType>;

  constructor(schema: z.ZodType) {
    this.query = new SchemaPipe(schema);
  }

  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    return metadata.type === 'query' && metadata.data === undefined ? this.query.transform(value) : value;
  }
}

/**
 * The pipe @Endpoint puts on a route whose query parameter `name` carries JSON (`query: jsonQueryParam(...)`), as the
 * spec's `?query={"next":true,"limit":9}` does: it parses and validates that parameter (missing means "all
 * defaults") and passes the other arguments on.
 */
export class RouteJsonQueryPipe implements PipeTransform {
  private readonly json: SchemaPipe<z.ZodType>;

  constructor(
    private readonly name: string,
    schema: z.ZodType,
    private readonly notJsonMessage: string = API_MESSAGES.queryNotJson,
  ) {
    this.json = new SchemaPipe(schema);
  }

  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type !== 'query' || metadata.data !== this.name) return value;
    let parsed: unknown = {};
    if (typeof value === 'string' && value.trim() !== '') {
      try {
        parsed = JSON.parse(value);
      } catch {
        throw problem(400, 'VALIDATION_FAILED', this.notJsonMessage);
      }
    }
    return this.json.transform(parsed ?? {});
  }
}
