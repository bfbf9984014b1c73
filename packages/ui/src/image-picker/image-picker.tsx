import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { Button } from '../button/button';
import '../form-field/form-field.css';
import './image-picker.css';

/** Spec section 5: the picker silently drops files over 500,000,000 bytes (by default). */
export const PICKER_MAX_BYTES = 500_000_000;

interface ImagePickerProps {
  label: string;
  /** The form field name the chosen file is sent under. */
  name: string;
  /** File types offered, e.g. ".jpg,.png,.jpeg". */
  accept: string;
  /** Several pictures at once (the gallery); each gets its own preview. */
  multiple?: boolean;
  /** Files larger than this are dropped without a word (spec section 5). */
  maxBytes?: number;
  required?: boolean;
  /** The validation message for the pictures, shown under the picker and read with it. */
  error?: string | null;
}

interface Preview {
  name: string;
  kb: number;
  url: string;
}

/**
 * A native file input (so forms read it with FormData and keyboards reach it) inside a drop zone,
 * with a preview and the size in kb of the chosen picture.
 */
export function ImagePicker({
  label,
  name,
  accept,
  multiple = false,
  maxBytes = PICKER_MAX_BYTES,
  required = false,
  error,
}: ImagePickerProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [previews, setPreviews] = useState<Preview[]>([]);
  const [dragging, setDragging] = useState(false);

  useEffect(() => {
    if (!previews.length) return;
    return () => previews.forEach((preview) => URL.revokeObjectURL(preview.url));
  }, [previews]);

  // A form reset empties the input; the previews have to follow.
  useEffect(() => {
    const form = inputRef.current?.form;
    if (!form) return;
    const onReset = () => setPreviews([]);
    form.addEventListener('reset', onReset);
    return () => form.removeEventListener('reset', onReset);
  }, []);

  // A drop skips the input's own `accept` filter, so check the extension here too.
  const extensions = accept.toLowerCase().split(',').map((extension) => extension.trim());
  const accepted = (file: File) =>
    file.size <= maxBytes && extensions.some((extension) => file.name.toLowerCase().endsWith(extension));

  const choose = (files: FileList | null) => {
    const input = inputRef.current;
    if (!input) return;
    const chosen = Array.from(files ?? []).filter(accepted).slice(0, multiple ? undefined : 1);
    const kept = new DataTransfer();
    for (const file of chosen) kept.items.add(file);
    input.files = kept.files;
    setPreviews(chosen.map((file) => ({ name: file.name, kb: Math.max(1, Math.round(file.size / 1024)), url: URL.createObjectURL(file) })));
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files);
  };

  const remove = () => {
    choose(null);
    inputRef.current?.focus();
  };

  return (
    <div className="image-picker">
      <label className="field__label" htmlFor={id}>
        {label} {!required && <span className="field__optional">(optional)</span>}
      </label>
      <div
        className={dragging ? 'image-picker__zone image-picker__zone--dragging' : 'image-picker__zone'}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <input
          ref={inputRef}
          id={id}
          name={name}
          type="file"
          accept={accept}
          multiple={multiple}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="image-picker__input"
          onChange={(event) => choose(event.target.files)}
        />
        <p className="image-picker__hint">
          {multiple ? 'Choose pictures or drop them here' : 'Choose a picture or drop one here'} ({accept.replaceAll(',', ', ')}).
        </p>
      </div>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
      {previews.map((preview) => (
        <figure key={preview.url} className="image-picker__preview">
          <img src={preview.url} alt={`Preview of ${preview.name}`} />
          <figcaption>
            {preview.name}, {preview.kb} kb
          </figcaption>
        </figure>
      ))}
      {previews.length > 0 && (
        <Button variant="link" onClick={remove}>
          {previews.length > 1 ? 'Remove pictures' : 'Remove picture'}
        </Button>
      )}
    </div>
  );
}
