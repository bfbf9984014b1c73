import { useEffect, useState } from 'react';

/**
 * A dropped picture, shown from memory before it is sent (the object URL is let go with the preview). A file that
 * does not open as a picture (a note named .png, a damaged scan) says so instead of showing a broken picture.
 */
export function FilePreview({ file }: { file: File }) {
  const [url, setUrl] = useState<string | null>(null);
  const [unreadable, setUnreadable] = useState(false);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    setUnreadable(false);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return (
    <div className="media-file__preview">
      {unreadable ? (
        <p className="media-file__no-preview">No preview: this file does not open as a picture</p>
      ) : (
        url && <img src={url} alt={`Preview of ${file.name}`} onError={() => setUnreadable(true)} />
      )}
    </div>
  );
}
