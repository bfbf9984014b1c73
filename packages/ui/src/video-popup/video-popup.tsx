import { isYoutubeId, youtubeEmbedUrl } from '@trailside/domain/video/youtube';
import { useState, type ReactNode } from 'react';
import { Modal } from '../modal/modal';
import './video-popup.css';

interface VideoPopupProps {
  /** An 11-character YouTube id; anything else renders nothing. */
  videoId: string | null | undefined;
  /** What the video is, e.g. "A morning at Trailside": the button's and the player's name. */
  title: string;
  /** What the button shows (a poster picture, say); a play symbol and the title by default. */
  children?: ReactNode;
  className?: string;
}

/**
 * A button that opens the video in a modal. Nothing is fetched from YouTube until the visitor asks:
 * the privacy-enhanced player is put in the page only once the modal is open.
 */
export function VideoPopup({ videoId, title, children, className }: VideoPopupProps) {
  const [open, setOpen] = useState(false);
  if (!videoId || !isYoutubeId(videoId)) return null;

  return (
    <>
      <button type="button" className={className ? `video-popup ${className}` : 'video-popup'} onClick={() => setOpen(true)}>
        {children ?? (
          <>
            <span className="video-popup__play" aria-hidden="true">
              ▶
            </span>
            <span className="video-popup__label">
              <span className="visually-hidden">Play the video: </span>
              {title}
            </span>
          </>
        )}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={title} size="large">
        <div className="video-popup__frame">
          <iframe
            src={youtubeEmbedUrl(videoId)}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
      </Modal>
    </>
  );
}
