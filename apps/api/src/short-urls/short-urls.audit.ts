import type { AuditSpec } from '../audit/audit.interceptor';
import { event, type Fields, quoted, text } from '../audit/audit-wording';

export const SHORT_URLS_AUDIT = {
  create: {
    describe: ({ result }) => {
      const link = (result as Fields | undefined) ?? {};
      return event('create', 'short-url', [text(link.code)], `made the short link ${text(link.shortUrl)} for ${quoted(link.origUrl, 120)}`);
    },
  } satisfies AuditSpec,
};
