import type { AuditSpec } from '../audit/audit.interceptor';
import { changedFields, event, type Fields, field, idOf, quoted, text } from '../audit/audit-wording';

export const GALLERY_AUDIT = {
  create: {
    describe: ({ result }) => {
      const images = (result as { gallery?: Fields[] } | undefined)?.gallery ?? [];
      const groups = [...new Set(images.map((image) => text(image.groupLabel)))];
      return event('create', 'gallery-image', images.map(idOf), `uploaded ${images.length} picture${images.length === 1 ? '' : 's'} to ${groups.map((group) => quoted(group)).join(', ')}`);
    },
  } satisfies AuditSpec,
  update: {
    describe: ({ body, result, uploads }) => {
      const image = field(result, 'galleryImage');
      return event('update', 'gallery-image', [idOf(image)], `changed ${changedFields(body, uploads).join(', ')} of a picture in ${quoted(image.groupLabel)}`);
    },
  } satisfies AuditSpec,
  remove: {
    describe: ({ result }) => {
      const image = field(result, 'galleryImage');
      return event('delete', 'gallery-image', [idOf(image)], `deleted a picture from ${quoted(image.groupLabel)}`);
    },
  } satisfies AuditSpec,
};
