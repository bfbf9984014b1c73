import type { ApiQueryOptions, SchemaObject } from '@nestjs/swagger';
import { z } from 'zod';

/** A route's query parameters, from one schema: what they must pass, and their OpenAPI parameters. */
export interface QueryParams {
  schema: z.ZodType;
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
  return { schema, params };
}
