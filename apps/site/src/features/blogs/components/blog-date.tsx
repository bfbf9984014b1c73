import type { Timestamp } from '@trailside/domain/api/timestamp';
import { blogDateParts } from '@trailside/domain/blogs/blog.rules';

/** "17 Apr 2026", from the shared date parts rule. */
export function BlogDate({ createdAt, className }: { createdAt: Timestamp; className?: string }) {
  const { day, monthAbbreviation, year, milliSecs } = blogDateParts(createdAt);
  return (
    <time className={className} dateTime={new Date(milliSecs).toISOString()}>
      {day} {monthAbbreviation} {year}
    </time>
  );
}
