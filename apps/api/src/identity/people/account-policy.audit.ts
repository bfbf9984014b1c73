import type { AuditSpec } from '../../audit/audit.interceptor';
import { changedFields, event } from '../../audit/audit-wording';

export const ACCOUNT_POLICY_AUDIT = {
  update: {
    describe: ({ body }) => {
      const changed = changedFields(body, []);
      return event('update', 'settings', ['accounts'], `changed the account settings: ${changed.map((name) => `${name} to ${String(body[name])}`).join(', ')}`);
    },
  } satisfies AuditSpec,
};
