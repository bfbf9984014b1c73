import { IMAGE_KINDS, MAX_UPLOAD_BYTES } from '@trailside/domain/api/image-types';
import { UPLOAD_MESSAGES } from '@trailside/domain/api/upload-messages';
import { GALLERY_ALT_REQUIRED } from '@trailside/domain/gallery/gallery.messages';
import { GALLERY_MESSAGES } from '@trailside/domain/gallery/gallery.schema';
import { emptyQueue, galleryFormErrors, hasGalleryFormErrors, queueCounts, queueReducer, readyToSend, type QueueAction, type UploadQueue } from './upload-queue';

type Facts = { name: string; size: number };
const gallery = IMAGE_KINDS.gallery;

function run(...actions: QueueAction<Facts>[]): UploadQueue<Facts> {
  return actions.reduce(queueReducer<Facts>, emptyQueue<Facts>());
}

const dropped: Facts[] = [
  { name: 'garden.jpg', size: 120_000 },
  { name: 'minutes.pdf', size: 3_000 },
  { name: 'huge.png', size: MAX_UPLOAD_BYTES + 1 },
  { name: 'dance.gif', size: 40_000 },
];

describe('the upload queue', () => {
  it('checks each dropped file before anything is sent, with the reasons the server would give', () => {
    const queue = run({ type: 'add', files: dropped, kind: gallery });

    expect(queue.items.map(({ file, status, reason }) => [file.name, status, reason])).toEqual([
      ['garden.jpg', 'ready', null],
      ['minutes.pdf', 'refused', UPLOAD_MESSAGES.notTaken(gallery)],
      ['huge.png', 'refused', UPLOAD_MESSAGES.tooLarge(MAX_UPLOAD_BYTES)],
      ['dance.gif', 'ready', null],
    ]);
    expect(readyToSend(queue).map((item) => item.file.name)).toEqual(['garden.jpg', 'dance.gif']);
  });

  it('gives every file its own key, the same file dropped twice too', () => {
    const queue = run({ type: 'add', files: [dropped[0]], kind: gallery }, { type: 'add', files: [dropped[0]], kind: gallery });
    expect(new Set(queue.items.map((item) => item.key)).size).toBe(2);
  });

  it('checks the files again when the target changes, leaving the sent ones alone', () => {
    let queue = run({ type: 'add', files: dropped, kind: gallery });
    const [garden, , , dance] = queue.items.map((item) => item.key);
    queue = [{ type: 'start', key: garden } as const, { type: 'sent', key: garden } as const, { type: 'recheck', kind: IMAGE_KINDS.teacher } as const].reduce(queueReducer<Facts>, queue);

    expect(queue.items.find((item) => item.key === garden)?.status).toBe('sent');
    expect(queue.items.find((item) => item.key === dance)).toMatchObject({ status: 'refused', reason: UPLOAD_MESSAGES.notTaken(IMAGE_KINDS.teacher) });
  });

  it('follows one file through sending, progress, failure and a retry, touching no other', () => {
    let queue = run({ type: 'add', files: dropped, kind: gallery });
    const [garden, , , dance] = queue.items.map((item) => item.key);
    const step = (action: QueueAction<Facts>) => (queue = queueReducer(queue, action));

    step({ type: 'start', key: garden });
    step({ type: 'progress', key: garden, fraction: 0.4 });
    expect(queue.items[0]).toMatchObject({ status: 'sending', progress: 0.4 });
    step({ type: 'progress', key: garden, fraction: 0.2 });
    expect(queue.items[0].progress).toBe(0.4);

    step({ type: 'failed', key: garden, reason: UPLOAD_MESSAGES.damaged });
    expect(queue.items[0]).toMatchObject({ status: 'failed', progress: 0, reason: UPLOAD_MESSAGES.damaged });
    expect(readyToSend(queue).map((item) => item.key)).toEqual([dance]);

    step({ type: 'start', key: garden });
    expect(queue.items[0]).toMatchObject({ status: 'sending', reason: null });
    step({ type: 'sent', key: garden });
    expect(queueCounts(queue)).toEqual({ ready: 1, refused: 2, sending: 0, sent: 1, failed: 0 });
  });

  it('never restarts a refused or sent file, and keeps a file that is on its way', () => {
    let queue = run({ type: 'add', files: dropped, kind: gallery });
    const [garden, minutes] = queue.items.map((item) => item.key);
    queue = queueReducer(queue, { type: 'start', key: minutes });
    expect(queue.items[1].status).toBe('refused');

    queue = queueReducer(queue, { type: 'start', key: garden });
    queue = queueReducer(queue, { type: 'remove', key: garden });
    expect(queue.items[0].key).toBe(garden);
    queue = queueReducer(queue, { type: 'remove', key: minutes });
    expect(queue.items.map((item) => item.file.name)).toEqual(['garden.jpg', 'huge.png', 'dance.gif']);

    queue = queueReducer(queueReducer(queue, { type: 'sent', key: garden }), { type: 'clearSent' });
    expect(queue.items.map((item) => item.file.name)).toEqual(['huge.png', 'dance.gif']);
  });

  it('keeps each description with its file', () => {
    let queue = run({ type: 'add', files: dropped, kind: gallery });
    queue = queueReducer(queue, { type: 'describe', key: queue.items[3].key, alt: 'Children dancing in the hall' });
    expect(queue.items.map((item) => item.alt)).toEqual(['', '', '', 'Children dancing in the hall']);
  });
});

describe('galleryFormErrors', () => {
  it('asks for a group label and a description of each picture', () => {
    const errors = galleryFormErrors('  ', [
      { key: 'a', alt: 'Planting beans' },
      { key: 'b', alt: '   ' },
      { key: 'c', alt: 'x'.repeat(301) },
    ]);
    expect(errors).toEqual({ groupLabel: GALLERY_MESSAGES.groupLabel, alts: { b: GALLERY_ALT_REQUIRED, c: GALLERY_MESSAGES.alt } });
    expect(hasGalleryFormErrors(errors)).toBe(true);
  });

  it('passes a labelled, described set', () => {
    const errors = galleryFormErrors('Spring Garden', [{ key: 'a', alt: 'Planting beans' }]);
    expect(errors).toEqual({ groupLabel: null, alts: {} });
    expect(hasGalleryFormErrors(errors)).toBe(false);
  });
});
