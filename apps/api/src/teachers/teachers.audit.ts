import type { AuditSpec } from '../audit/audit.interceptor';
import { changedFields, event, field, idOf, quoted } from '../audit/audit-wording';

export const TEACHERS_AUDIT = {
  create: { describe: ({ result }) => event('create', 'teacher', [idOf(field(result, 'teacher'))], `added the teacher ${quoted(field(result, 'teacher').name)}`) } satisfies AuditSpec,
  update: {
    describe: ({ body, result, uploads }) => {
      const teacher = field(result, 'teacher');
      return event('update', 'teacher', [idOf(teacher)], `changed ${changedFields(body, uploads).join(', ')} of the teacher ${quoted(teacher.name)}`);
    },
  } satisfies AuditSpec,
  remove: { describe: ({ result }) => event('delete', 'teacher', [idOf(field(result, 'teacher'))], `removed the teacher ${quoted(field(result, 'teacher').name)}`) } satisfies AuditSpec,
};
