import type { ApiBodyOptions, SchemaObject as Schema } from '@nestjs/swagger';
import { z } from 'zod';

/** The OpenAPI body of a route, drawn from the same zod schema that validates it. */
export function bodyDoc(schema: z.ZodType): ApiBodyOptions {
  return { schema: z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Schema };
}

/** A body sent as JSON, or as multipart with the fields in a `payload` JSON field and an optional picture. */
export function multipartDoc(schema: z.ZodType, fileField: string): ApiBodyOptions {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Schema;
  return {
    schema: {
      oneOf: [
        json,
        {
          type: 'object',
          properties: {
            payload: { type: 'string', description: `JSON of: ${JSON.stringify(json)}` },
            [fileField]: { type: 'string', format: 'binary', description: 'Optional picture (JPG, PNG, GIF or WebP).' },
          },
        },
      ],
    } as Schema,
  };
}
