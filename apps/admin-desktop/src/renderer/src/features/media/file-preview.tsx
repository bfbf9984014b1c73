import { useEffect, useState } from 'react';

/** A dropped picture, shown from memory before it is sent (the object URL is let go with the preview). */
export function FilePreview({ file }: { file: File }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return <div className="media-file__preview">{url && <img src={url} alt={`Preview of ${file.name}`} />}</div>;
}
