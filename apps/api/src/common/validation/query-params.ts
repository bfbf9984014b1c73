import type { PipeTransform } from '@nestjs/common';
import type { ApiQueryOptions, SchemaObject } from '@nestjs/swagger';
import { z } from 'zod';
import { API_MESSAGES } from '@trailside/domain/api/api.messages';
import { RouteSchemaPipe } from './schema.pipe';

/** A route's query parameters, from one schema (for @Endpoint's `query`): the pipe that checks them, and their OpenAPI parameters. */
export interface QueryParams {
  pipe: PipeTransform;
  params: readonly ApiQueryOptions[];
}

/**
 * The query parameters of a route (for @Endpoint's `query`): `schema` (a domain zod object) checks them, and each of its
 * fields is an OpenAPI parameter, with its type, its allowed values and whether it is required as the schema says,
 * and the line given for it in `lines`. A field left without a line, or a line for no field, does not compile.
 */
export function queryParams<S extends z.ZodType<unknown, Record<string, unknown>>>(
  schema: S,
  lines: { readonly [Field in keyof z.input<S> & string]-?: string },
): QueryParams {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, SchemaObject>; required?: string[] };
  const required = new Set(json.required ?? []);
  const params = Object.entries(lines as Record<string, string>).map(([name, description]): ApiQueryOptions => {
    const property = json.properties?.[name];
    if (!property) throw new Error(`The query schema has no field "${name}"`);
    return { name, required: required.has(name), description, schema: property };
  });
  return { pipe: new RouteSchemaPipe({ type: 'query' }, schema), params };
}

/**
 * A query parameter that carries JSON, as the spec's `?query={"next":true,"limit":9}` does (for @Endpoint's `query`):
 * `schema` checks what it holds, the handler's `@Query(name)` receives what it parsed, and its OpenAPI parameter
 * gives the JSON's schema after `description`. A parameter that is not JSON gets `notJson` (a 400).
 */
export function jsonQueryParam(name: string, schema: z.ZodType, doc: { description: string; example: string; notJson?: string }): QueryParams {
  const json = JSON.stringify(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }));
  return {
    pipe: new RouteSchemaPipe({ type: 'query', name, notJson: doc.notJson ?? API_MESSAGES.queryNotJson }, schema),
    params: [{ name, required: false, description: `${doc.description} JSON of: ${json}`, example: doc.example, schema: { type: 'string' } }],
  };
}
