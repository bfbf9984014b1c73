import { textLimitOf } from '@trailside/domain/validation/text-limit';
import { updateGallerySchema } from '@trailside/domain/gallery/gallery.schema';
import { sizeInKb } from '@trailside/domain/api/upload-check';
import { readableBytes } from '@trailside/domain/api/upload-messages';
import { MAX_UPLOAD_BYTES } from '@trailside/domain/api/image-types';
import { Button } from '@trailside/ui/button/button';
import { SelectField } from '@trailside/ui/form-field/select-field';
import { TextField } from '@trailside/ui/form-field/text-field';
import { useGalleryGroups } from '@trailside/ui/gallery/api/get-gallery-groups';
import { usePictureTargets } from '@trailside/ui/gallery/api/get-picture-targets';
import { type PictureTarget, TARGET_IMAGE_KINDS } from '@trailside/ui/gallery/api/upload-picture';
import { droppedFiles } from '@trailside/ui/image-picker/dropped-files';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSchoolClock } from '@trailside/ui/settings/school-clock';
import { FilePreview } from './file-preview';
import { galleryFormErrors, type GalleryFormErrors, hasGalleryFormErrors, queueCounts, type QueuedFile, readyToSend } from './upload-queue';
import { useUploadQueue } from './use-upload-queue';

const TARGET_LABELS: Record<PictureTarget['kind'], string> = {
  gallery: 'The gallery',
  teacher: 'A teacher’s picture',
  blog: 'A blog post’s picture',
  flyer: 'An event flyer',
};
const TARGET_NOUNS: Record<Exclude<PictureTarget['kind'], 'gallery'>, string> = { teacher: 'Teacher', blog: 'Blog post', flyer: 'Flyer' };
const KINDS = Object.keys(TARGET_LABELS) as PictureTarget['kind'][];

export const ONE_PICTURE_ONLY = 'A teacher, a blog post or a flyer has one picture: please remove the others before uploading.';
export const CHOOSE_TARGET = 'Please choose where the picture goes';
const NO_ERRORS: GalleryFormErrors = { groupLabel: null, alts: {} };

const STATUS_TEXT: Record<QueuedFile['status'], string> = {
  ready: 'Ready to upload',
  refused: 'Not sent',
  sending: 'Uploading',
  sent: 'Uploaded',
  failed: 'Upload failed',
};

/** While the Media view is open, a drop anywhere on the window adds its pictures (and the pictures in dropped folders). */
function useWindowDrop(onFiles: (files: File[]) => void) {
  const [dragging, setDragging] = useState(false);
  const latest = useRef(onFiles);
  latest.current = onFiles;
  useEffect(() => {
    const over = (event: DragEvent) => {
      if (!event.dataTransfer?.types.includes('Files')) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
      setDragging(true);
    };
    const leave = (event: DragEvent) => {
      if (event.relatedTarget === null) setDragging(false);
    };
    const drop = (event: DragEvent) => {
      // The console would otherwise open the file in place of itself.
      event.preventDefault();
      setDragging(false);
      if (event.dataTransfer) void droppedFiles(event.dataTransfer).then((files) => files.length && latest.current(files));
    };
    window.addEventListener('dragover', over);
    window.addEventListener('dragleave', leave);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragover', over);
      window.removeEventListener('dragleave', leave);
      window.removeEventListener('drop', drop);
    };
  }, []);
  return dragging;
}

/** Pictures dropped on the window or chosen with the button, each with its preview, size, description and progress. */
export function UploadPanel() {
  const id = useId();
  const [kind, setKind] = useState<PictureTarget['kind']>('gallery');
  const [groupLabel, setGroupLabel] = useState('');
  const [targetId, setTargetId] = useState('');
  const [errors, setErrors] = useState<GalleryFormErrors>(NO_ERRORS);
  const [formError, setFormError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const { queue, dispatch, add, send, sendReady } = useUploadQueue(kind);
  const { choices, isLoading } = usePictureTargets(kind, useSchoolClock().day);
  const groups = useGalleryGroups();
  const dragging = useWindowDrop(add);
  const imageKind = TARGET_IMAGE_KINDS[kind];
  const counts = queueCounts(queue);
  const busy = counts.sending > 0;

  const chooseKind = (next: PictureTarget['kind']) => {
    setKind(next);
    setTargetId('');
    setErrors(NO_ERRORS);
    setFormError(null);
    dispatch({ type: 'recheck', kind: TARGET_IMAGE_KINDS[next] });
  };

  /** The target as chosen, or null with the reason shown beside the form. */
  const target = (items: QueuedFile[]): PictureTarget | null => {
    if (kind === 'gallery') {
      const found = galleryFormErrors(groupLabel, items);
      setErrors(found);
      if (hasGalleryFormErrors(found)) return null;
      return { kind, groupLabel: groupLabel.trim() };
    }
    setErrors(NO_ERRORS);
    if (!targetId) {
      setFormError(CHOOSE_TARGET);
      return null;
    }
    if (items.length > 1 || (items.length === 1 && counts.sent > 0)) {
      setFormError(ONE_PICTURE_ONLY);
      return null;
    }
    return { kind, id: targetId };
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const ready = readyToSend(queue);
    if (!ready.length) return;
    const chosen = target(ready);
    if (chosen) void sendReady(chosen);
  };

  const retry = (item: QueuedFile) => {
    setFormError(null);
    const chosen = target([item]);
    if (chosen) void send(item, chosen);
  };

  return (
    <section className="media-upload" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Upload pictures</h2>
      <form noValidate onSubmit={onSubmit}>
        <fieldset className="media-upload__targets">
          <legend>Where do the pictures go?</legend>
          {KINDS.map((option) => (
            <label key={option} className="media-upload__target">
              <input type="radio" name="target" value={option} checked={kind === option} onChange={() => chooseKind(option)} disabled={busy} />
              {TARGET_LABELS[option]}
            </label>
          ))}
        </fieldset>

        {kind === 'gallery' ? (
          <>
            <TextField
              label="Group label"
              name="groupLabel"
              required
              limit={textLimitOf(updateGallerySchema.shape.groupLabel)}
              list={`${id}-groups`}
              value={groupLabel}
              onChange={(event) => setGroupLabel(event.target.value)}
              error={errors.groupLabel}
              hint="Pictures of one group show together on the site, e.g. Spring Garden."
              autoComplete="off"
            />
            <datalist id={`${id}-groups`}>
              {groups.data?.groups.map((group) => <option key={group.label} value={group.label} />)}
            </datalist>
          </>
        ) : (
          <SelectField
            label={TARGET_NOUNS[kind]}
            name="targetId"
            required
            value={targetId}
            onChange={(event) => {
              setTargetId(event.target.value);
              setFormError(null);
            }}
            error={formError === CHOOSE_TARGET ? formError : null}
            disabled={isLoading}
          >
            <option value="">{isLoading ? 'Loading…' : `Choose a ${TARGET_NOUNS[kind].toLowerCase()}`}</option>
            {choices?.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.label}
              </option>
            ))}
          </SelectField>
        )}

        <div className={dragging ? 'media-drop media-drop--dragging' : 'media-drop'}>
          <p className="media-drop__hint">
            Drop pictures or whole folders anywhere on this window, or choose them. {imageKind.names} pictures, each under {readableBytes(MAX_UPLOAD_BYTES)}.
          </p>
          <input
            ref={inputRef}
            id={`${id}-files`}
            type="file"
            accept={imageKind.accept}
            multiple
            className="visually-hidden"
            tabIndex={-1}
            aria-hidden="true"
            aria-label="Choose pictures"
            onChange={(event) => {
              add(Array.from(event.target.files ?? []));
              event.target.value = '';
            }}
          />
          <Button variant="secondary" onClick={() => inputRef.current?.click()}>
            Choose pictures…
          </Button>
        </div>

        {queue.items.length > 0 && (
          <>
            <p className="media-upload__summary" role="status">
              {summary(counts)}
            </p>
            <ul className="media-files" aria-label="Pictures to upload">
              {queue.items.map((item) => (
                <QueueRow
                  key={item.key}
                  item={item}
                  describe={kind === 'gallery'}
                  locked={busy}
                  altError={errors.alts[item.key] ?? null}
                  onDescribe={(alt) => dispatch({ type: 'describe', key: item.key, alt })}
                  onRetry={() => retry(item)}
                  onRemove={() => dispatch({ type: 'remove', key: item.key })}
                />
              ))}
            </ul>
          </>
        )}

        {formError && formError !== CHOOSE_TARGET && (
          <p className="field__error" role="alert">
            {formError}
          </p>
        )}
        <div className="media-upload__actions">
          <Button type="submit" disabled={busy || counts.ready === 0}>
            {counts.ready === 1 ? 'Upload 1 picture' : `Upload ${counts.ready} pictures`}
          </Button>
          {counts.sent > 0 && (
            <Button variant="link" onClick={() => dispatch({ type: 'clearSent' })}>
              Clear uploaded pictures from the list
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}

function summary(counts: Record<QueuedFile['status'], number>): string {
  const parts = [
    counts.ready && `${counts.ready} ready`,
    counts.sending && `${counts.sending} uploading`,
    counts.sent && `${counts.sent} uploaded`,
    counts.failed + counts.refused && `${counts.failed + counts.refused} not uploaded`,
  ].filter(Boolean);
  return `${parts.join(', ')}.`;
}

interface QueueRowProps {
  item: QueuedFile;
  describe: boolean;
  /** While files are being sent, the waiting ones keep the description they were checked with. */
  locked: boolean;
  altError: string | null;
  onDescribe: (alt: string) => void;
  onRetry: () => void;
  onRemove: () => void;
}

function QueueRow({ item, describe, locked, altError, onDescribe, onRetry, onRemove }: QueueRowProps) {
  const { file, status, progress, reason } = item;
  const percent = Math.round(progress * 100);
  return (
    <li className={`media-file media-file--${status}`} aria-label={file.name}>
      <FilePreview file={file} />
      <div className="media-file__body">
        <p className="media-file__name">
          {file.name}, {sizeInKb(file.size)} kb
        </p>
        <p className="media-file__status">
          {STATUS_TEXT[status]}
          {status === 'sending' && ` ${percent}%`}
        </p>
        {(status === 'sending' || status === 'sent') && (
          <progress className="media-file__progress" max={100} value={percent} aria-label={`Upload of ${file.name}`} />
        )}
        {reason && <p className="field__error media-file__reason">{reason}</p>}
        {describe && status !== 'refused' && (
          <TextField
            label="Description (alt text)"
            name={`alt-${item.key}`}
            required
            limit={textLimitOf(updateGallerySchema.shape.alt)}
            value={item.alt}
            onChange={(event) => onDescribe(event.target.value)}
            error={altError}
            readOnly={locked || status === 'sent'}
            hint="What the picture shows, read aloud to people who cannot see it."
          />
        )}
        <div className="media-file__actions">
          {status === 'failed' && !locked && (
            <Button variant="secondary" onClick={onRetry} aria-label={`Retry ${file.name}`}>
              Retry
            </Button>
          )}
          {!locked && status !== 'sent' && (
            <Button variant="link" onClick={onRemove} aria-label={`Remove ${file.name}`}>
              Remove
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}
