import { GalleryManager } from './gallery-manager';
import { UploadPanel } from './upload-panel';
import './media.css';

/** Issue 8, view 2: upload pictures to the gallery, a teacher, a post or a flyer, and tidy the gallery. */
export function MediaView({ serverUrl }: { serverUrl: string }) {
  return (
    <div className="media">
      <UploadPanel />
      <GalleryManager serverUrl={serverUrl} />
    </div>
  );
}
