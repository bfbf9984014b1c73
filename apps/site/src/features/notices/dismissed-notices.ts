import type { Notice } from '@trailside/domain/notices/notice.types';

const KEY = 'trailside-dismissed-notices';

/** A notice as a visitor closed it: changed since, it shows again. */
export const dismissalKeyOf = (notice: Pick<Notice, 'id' | 'updatedAt'>) => `${notice.id}@${notice.updatedAt.seconds}`;

/** The notices this browser closed (none where storage is unavailable, e.g. on the server or in private mode). */
export function readDismissed(): Set<string> {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((item): item is string => typeof item === 'string') : []);
  } catch {
    return new Set();
  }
}

/** Remembers a closed notice, keeping only those still shown (`current`), so the list never grows. */
export function saveDismissed(dismissed: Set<string>, current: readonly string[]): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify([...dismissed].filter((key) => current.includes(key))));
  } catch {
    // Storage full or refused: the notice stays closed for this visit only.
  }
}
