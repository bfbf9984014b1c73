import type { AuditSpec } from '../audit/audit.interceptor';
import { changedFields, event, quoted } from '../audit/audit-wording';

export const SETTINGS_AUDIT = {
  update: {
    describe: ({ body, uploads }) => {
      const changed = changedFields(body, uploads);
      return event('update', 'settings', ['site'], `changed ${changed.map((name) => `${name} to ${body[name] === null ? 'nothing' : quoted(body[name], 80)}`).join(', ')}`);
    },
  } satisfies AuditSpec,
};
