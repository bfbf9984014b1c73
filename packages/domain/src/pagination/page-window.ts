/** One slot of a pagination control: a page number, or a gap shown as an ellipsis. */
export type PageSlot = number | 'gap';

/** How many pages can be shown without gaps (spec section 2: all pages when 4 or fewer). */
export const MAX_PAGES_WITHOUT_GAPS = 4;

/** Pages never go below 1 (spec section 4) nor past the last one. */
export function clampPage(page: number, pageCount: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, pageCount));
}

/** The number of pages needed for `itemCount` items, at least one. */
export function pageCountOf(itemCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(itemCount / pageSize));
}

/**
 * The numbered pages a pagination control shows: every page when there are 4 or fewer, otherwise the
 * first, the last, and the current page with its neighbours, with gaps between.
 */
export function pageWindow(current: number, pageCount: number): PageSlot[] {
  const total = Math.max(1, pageCount);
  if (total <= MAX_PAGES_WITHOUT_GAPS) return Array.from({ length: total }, (_, index) => index + 1);
  const page = clampPage(current, total);
  const shown = new Set([1, total, page - 1, page, page + 1].filter((n) => n >= 1 && n <= total));
  const slots: PageSlot[] = [];
  let previous = 0;
  for (const n of [...shown].sort((a, b) => a - b)) {
    if (n - previous === 2) slots.push(n - 1);
    else if (n - previous > 2) slots.push('gap');
    slots.push(n);
    previous = n;
  }
  return slots;
}

/** A page number as asked for: whole, and never below 1 (spec section 4). */
export function pageNumberOf(page: number): number {
  return Number.isFinite(page) ? Math.max(1, Math.trunc(page)) : 1;
}

/** The items of `page` among those loaded so far. */
export function itemsOfPage<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const start = (pageNumberOf(page) - 1) * pageSize;
  return items.slice(start, start + pageSize);
}

/** Spec section 4: the next page fetches more when the loaded items do not cover it and the server may have more. */
export function needsMoreItems(page: number, loadedCount: number, pageSize: number, hasMore = true): boolean {
  return hasMore && pageNumberOf(page) * pageSize > loadedCount;
}
