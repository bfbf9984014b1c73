import { errorMessageOf } from '@trailside/domain/api/errors';
import { type PictureTarget, TARGET_IMAGE_KINDS, useUploadPicture } from '@trailside/ui/gallery/api/upload-picture';
import { useCallback, useReducer, useRef } from 'react';
import { emptyQueue, type QueuedFile, queueReducer, readyToSend } from './upload-queue';

/**
 * The files waiting to go, and the sending: one request per file, one after another, each with its own
 * progress and its own outcome, so a failed file can be retried without sending the others again.
 */
export function useUploadQueue(kind: PictureTarget['kind']) {
  const [queue, dispatch] = useReducer(queueReducer<File>, undefined, () => emptyQueue<File>());
  const { mutateAsync } = useUploadPicture();
  const sending = useRef(false);

  const add = useCallback((files: File[]) => dispatch({ type: 'add', files, kind: TARGET_IMAGE_KINDS[kind] }), [kind]);

  const send = useCallback(
    async (item: QueuedFile, target: PictureTarget) => {
      dispatch({ type: 'start', key: item.key });
      try {
        await mutateAsync({
          target,
          image: item.file,
          alt: item.alt.trim(),
          onProgress: (fraction) => dispatch({ type: 'progress', key: item.key, fraction }),
        });
        dispatch({ type: 'sent', key: item.key });
      } catch (error) {
        dispatch({ type: 'failed', key: item.key, reason: errorMessageOf(error) });
      }
    },
    [mutateAsync],
  );

  /** Sends every ready file in turn (not the failed ones: each waits for its own Retry). */
  const sendReady = useCallback(
    async (target: PictureTarget) => {
      if (sending.current) return;
      sending.current = true;
      try {
        for (const item of readyToSend(queue)) await send(item, target);
      } finally {
        sending.current = false;
      }
    },
    [queue, send],
  );

  return { queue, dispatch, add, send, sendReady };
}
