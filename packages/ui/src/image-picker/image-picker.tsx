import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { Button } from '../button/button';
import '../form-field/form-field.css';
import './image-picker.css';

/** Spec section 5: the picker silently drops files over 500,000,000 bytes. */
const MAX_UPLOAD_BYTES = 500_000_000;

interface ImagePickerProps {
  label: string;
  /** The form field name the chosen file is sent under. */
  name: string;
  /** File types offered, e.g. ".jpg,.png,.jpeg". */
  accept: string;
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
export function ImagePicker({ label, name, accept }: ImagePickerProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [dragging, setDragging] = useState(false);

  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview.url);
  }, [preview]);

  // A form reset empties the input; the preview has to follow.
  useEffect(() => {
    const form = inputRef.current?.form;
    if (!form) return;
    const onReset = () => setPreview(null);
    form.addEventListener('reset', onReset);
    return () => form.removeEventListener('reset', onReset);
  }, []);

  // A drop skips the input's own `accept` filter, so check the extension here too.
  const extensions = accept.toLowerCase().split(',').map((extension) => extension.trim());
  const accepted = (file: File) =>
    file.size <= MAX_UPLOAD_BYTES && extensions.some((extension) => file.name.toLowerCase().endsWith(extension));

  const choose = (files: FileList | null) => {
    const input = inputRef.current;
    if (!input) return;
    const file = Array.from(files ?? []).find(accepted);
    const kept = new DataTransfer();
    if (file) kept.items.add(file);
    input.files = kept.files;
    setPreview(file ? { name: file.name, kb: Math.max(1, Math.round(file.size / 1024)), url: URL.createObjectURL(file) } : null);
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
        {label} <span className="field__optional">(optional)</span>
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
          className="image-picker__input"
          onChange={(event) => choose(event.target.files)}
        />
        <p className="image-picker__hint">Choose a picture or drop one here ({accept.replaceAll(',', ', ')}).</p>
      </div>
      {preview && (
        <figure className="image-picker__preview">
          <img src={preview.url} alt={`Preview of ${preview.name}`} />
          <figcaption>
            {preview.name}, {preview.kb} kb
          </figcaption>
          <Button variant="link" onClick={remove}>
            Remove picture
          </Button>
        </figure>
      )}
    </div>
  );
}
