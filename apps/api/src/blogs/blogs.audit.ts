import type { AuditSpec } from '../audit/audit.interceptor';
import { changedFields, event, type Fields, field, idOf, quoted, text } from '../audit/audit-wording';

export const BLOGS_AUDIT = {
  create: { describe: ({ result }) => event('create', 'blog', [idOf(field(result, 'blog'))], `posted the blog ${quoted(field(result, 'blog').title)}`) } satisfies AuditSpec,
  update: {
    describe: ({ body, result, uploads }) => {
      const blog = field(result, 'blog');
      return event('update', 'blog', [idOf(blog)], `changed ${changedFields(body, uploads).join(', ')} of the blog ${quoted(blog.title)}`);
    },
  } satisfies AuditSpec,
  remove: { describe: ({ result }) => event('delete', 'blog', [text((result as Fields | undefined)?.id)], 'deleted a blog post with its comments') } satisfies AuditSpec,
};
