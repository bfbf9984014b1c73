import type { ImageKind } from '@trailside/domain/api/image-types';
import { type FileFacts, uploadRefusal } from '@trailside/domain/api/upload-check';
import { GALLERY_ALT_REQUIRED } from '@trailside/domain/gallery/gallery.messages';
import { createGallerySchema } from '@trailside/domain/gallery/gallery.schema';

/**
 * ready: waiting to be sent; refused: the console's own check said no before sending (a reason, no retry);
 * sending: on its way (progress 0 to 1); sent: the server kept it; failed: the server (or the network)
 * said no, with its message, and it may be tried again alone.
 */
export type UploadStatus = 'ready' | 'refused' | 'sending' | 'sent' | 'failed';

export interface QueuedFile<F extends FileFacts = File> {
  key: string;
  file: F;
  alt: string;
  status: UploadStatus;
  progress: number;
  /** Why it was refused or failed, in the server's words (or the same words, checked here first). */
  reason: string | null;
}

export interface UploadQueue<F extends FileFacts = File> {
  items: QueuedFile<F>[];
  /** Gives each file a key of its own, even the same file dropped twice. */
  added: number;
}

export type QueueAction<F extends FileFacts = File> =
  | { type: 'add'; files: F[]; kind: ImageKind }
  /** The target changed: files not yet sent are checked again against its kind. */
  | { type: 'recheck'; kind: ImageKind }
  | { type: 'describe'; key: string; alt: string }
  | { type: 'start'; key: string }
  | { type: 'progress'; key: string; fraction: number }
  | { type: 'sent'; key: string }
  | { type: 'failed'; key: string; reason: string }
  | { type: 'remove'; key: string }
  | { type: 'clearSent' };

export const emptyQueue = <F extends FileFacts = File>(): UploadQueue<F> => ({ items: [], added: 0 });

/** A file not yet on its way: checked against `kind`, ready or refused. */
function checked<F extends FileFacts>(item: QueuedFile<F>, kind: ImageKind): QueuedFile<F> {
  const reason = uploadRefusal(item.file, kind);
  return { ...item, status: reason ? 'refused' : 'ready', reason, progress: 0 };
}

function update<F extends FileFacts>(queue: UploadQueue<F>, key: string, change: (item: QueuedFile<F>) => QueuedFile<F>): UploadQueue<F> {
  return { ...queue, items: queue.items.map((item) => (item.key === key ? change(item) : item)) };
}

export function queueReducer<F extends FileFacts>(queue: UploadQueue<F>, action: QueueAction<F>): UploadQueue<F> {
  switch (action.type) {
    case 'add': {
      const items = action.files.map((file, index) =>
        checked({ key: `upload-${queue.added + index + 1}`, file, alt: '', status: 'ready', progress: 0, reason: null }, action.kind),
      );
      return { items: [...queue.items, ...items], added: queue.added + items.length };
    }
    case 'recheck':
      return { ...queue, items: queue.items.map((item) => (item.status === 'ready' || item.status === 'refused' ? checked(item, action.kind) : item)) };
    case 'describe':
      return update(queue, action.key, (item) => ({ ...item, alt: action.alt }));
    case 'start':
      return update(queue, action.key, (item) =>
        item.status === 'ready' || item.status === 'failed' ? { ...item, status: 'sending', progress: 0, reason: null } : item,
      );
    case 'progress':
      return update(queue, action.key, (item) =>
        item.status === 'sending' ? { ...item, progress: Math.min(1, Math.max(item.progress, action.fraction)) } : item,
      );
    case 'sent':
      return update(queue, action.key, (item) => ({ ...item, status: 'sent', progress: 1, reason: null }));
    case 'failed':
      return update(queue, action.key, (item) => ({ ...item, status: 'failed', progress: 0, reason: action.reason }));
    case 'remove':
      return { ...queue, items: queue.items.filter((item) => item.key !== action.key || item.status === 'sending') };
    case 'clearSent':
      return { ...queue, items: queue.items.filter((item) => item.status !== 'sent') };
  }
}

/** The files one press of Upload sends: those ready (failed ones wait for their own Retry). */
export const readyToSend = <F extends FileFacts>(queue: UploadQueue<F>) => queue.items.filter((item) => item.status === 'ready');

/** Counts for the queue's summary line. */
export function queueCounts<F extends FileFacts>(queue: UploadQueue<F>): Record<UploadStatus, number> {
  const counts: Record<UploadStatus, number> = { ready: 0, refused: 0, sending: 0, sent: 0, failed: 0 };
  for (const item of queue.items) counts[item.status] += 1;
  return counts;
}

export interface GalleryFormErrors {
  groupLabel: string | null;
  /** By file key: the description's problem. */
  alts: Record<string, string>;
}

/**
 * Before gallery pictures go: the group label as the API's schema checks it, and a description for each
 * picture (the console asks for one; the API would fall back to the group label, which says nothing).
 */
export function galleryFormErrors(groupLabel: string, items: Pick<QueuedFile<FileFacts>, 'key' | 'alt'>[]): GalleryFormErrors {
  const errors: GalleryFormErrors = { groupLabel: null, alts: {} };
  const label = createGallerySchema.shape.groupLabel.safeParse(groupLabel);
  if (!label.success) errors.groupLabel = label.error.issues[0]?.message ?? null;
  for (const item of items) {
    if (!item.alt.trim()) {
      errors.alts[item.key] = GALLERY_ALT_REQUIRED;
      continue;
    }
    const alts = createGallerySchema.shape.alts.safeParse([item.alt]);
    if (!alts.success) errors.alts[item.key] = alts.error.issues[0]?.message ?? GALLERY_ALT_REQUIRED;
  }
  return errors;
}

export const hasGalleryFormErrors = (errors: GalleryFormErrors) => errors.groupLabel !== null || Object.keys(errors.alts).length > 0;
