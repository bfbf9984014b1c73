import type { AuditAction, AuditEntityKind } from '@trailside/domain/audit/audit.types';
import type { AuditEvent } from './audit.service';

/**
 * The words every feature's `<feature>.audit.ts` builds its entries from, so the trail reads the same way everywhere.
 * Describers read the answer first (it has the ids the server chose) and the request only for what was asked.
 */

export type Fields = Record<string, unknown>;

export const text = (value: unknown) => (typeof value === 'string' ? value : '');
export const quoted = (value: unknown, length = 60) => {
  const plain = text(value).replace(/\s+/g, ' ').trim();
  return `"${plain.length > length ? `${plain.slice(0, length - 1)}…` : plain}"`;
};
export const field = (result: unknown, name: string): Fields => ((result as Fields | undefined)?.[name] as Fields | undefined) ?? {};
export const idOf = (record: Fields) => String(record.id ?? '');
/** Field names a request changed (an uploaded picture by its form field), never their values. */
export const changedFields = (body: Fields, uploads: string[], skip: string[] = []) => [
  ...Object.keys(body).filter((name) => !['id', 'payload', 'data', 'path', 'imagePath', 'docPath', 'currentPassword', 'altcha', ...skip].includes(name)),
  ...uploads,
];

export const event = (action: AuditAction, entityKind: AuditEntityKind, entityIds: string[], summary: string): AuditEvent => ({ action, entityKind, entityIds, summary });
