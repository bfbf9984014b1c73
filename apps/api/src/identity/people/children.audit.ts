import type { AuditSpec } from '../../audit/audit.interceptor';
import { event, field, idOf } from '../../audit/audit-wording';
import { userLabel } from './users.audit';

export const CHILDREN_AUDIT = {
  create: {
    describe: ({ result }) => {
      const user = field(result, 'user');
      return event('create', 'user', [idOf(user)], `created the child's account of ${userLabel(user)}, linked to its parent`);
    },
  } satisfies AuditSpec,
};
