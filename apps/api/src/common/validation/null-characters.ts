import { type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import { API_MESSAGES } from '@trailside/domain/api/api.messages';
import { problem } from '../errors/problem';

/** True when a string anywhere in a request's value (a path parameter, a query, a body, a parsed JSON field) holds U+0000. */
export function containsNullCharacter(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => containsNullCharacter(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNullCharacter(item, depth + 1));
}

/** Refuses a value holding U+0000 with a 400 before it reaches a query (SQLite cuts a statement there: a 500). */
export function refuseNullCharacters<T>(value: T): T {
  if (containsNullCharacter(value)) throw problem(400, 'BAD_REQUEST', API_MESSAGES.nullCharacter);
  return value;
}

/** Global: every path parameter, query and body as it arrives. Parsed JSON fields are checked by the Zod pipes. */
export class NullCharacterPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    return metadata.type === 'custom' ? value : refuseNullCharacters(value);
  }
}
