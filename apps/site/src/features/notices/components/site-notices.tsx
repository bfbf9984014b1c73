import { isDismissible } from '@trailside/domain/notices/notice.rules';
import { NoticeBanner } from '@trailside/ui/notice-banner/notice-banner';
import { useNotices } from '@trailside/ui/notices/api/get-notices';
import { useEffect, useState } from 'react';
import { dismissalKeyOf, readDismissed, saveDismissed } from '../dismissed-notices';

/**
 * The school's running notices, above the header of every page. It reads the query cache the layout's loader
 * filled with `noticesQueryOptions`, so the server's first HTML has them; closed ones are remembered per
 * visitor in this browser (read after hydration, so the server and the first render agree), urgent ones
 * cannot be closed.
 */
export function SiteNotices() {
  const { data } = useNotices();
  const notices = data?.notices ?? [];
  const [dismissed, setDismissed] = useState<Set<string>>(() => new Set());
  useEffect(() => setDismissed(readDismissed()), []);

  const shown = notices.filter((notice) => !isDismissible(notice) || !dismissed.has(dismissalKeyOf(notice)));
  const dismiss = (id: string) => {
    const notice = notices.find((each) => each.id === id);
    if (!notice) return;
    const next = new Set(dismissed).add(dismissalKeyOf(notice));
    saveDismissed(next, notices.map(dismissalKeyOf));
    setDismissed(next);
  };
  return <NoticeBanner notices={shown} onDismiss={dismiss} />;
}
