import type { AuditSpec } from '../../audit/audit.interceptor';
import { event, field, idOf } from '../../audit/audit-wording';
import { userLabel } from '../people/users.audit';

export const TWO_STEP_AUDIT = {
  reset: {
    describe: ({ result }) => {
      const user = field(result, 'user');
      return event('reset-two-step', 'user', [idOf(user)], `reset the two-step sign-in of ${userLabel(user)}`);
    },
  } satisfies AuditSpec,
};
