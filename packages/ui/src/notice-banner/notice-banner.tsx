import { NOTICE_LEVEL_LABELS } from '@trailside/domain/notices/notice.messages';
import { isDismissible } from '@trailside/domain/notices/notice.rules';
import type { Notice } from '@trailside/domain/notices/notice.types';
import './notice-banner.css';

export interface NoticeBannerProps {
  /** The notices to show, most urgent first (GET /api/notices gives them so). */
  notices: readonly Pick<Notice, 'id' | 'message' | 'level' | 'linkUrl' | 'linkText'>[];
  /** Called with a notice the visitor closes; without it no close button shows (the console's preview). */
  onDismiss?: (id: string) => void;
  /** Names the region for screen readers. */
  label?: string;
}

/**
 * The notices above every page's header: each a short message in plain text with one optional link. An
 * urgent one (a closure) is an alert and cannot be closed; the others are status messages a visitor may
 * close. Plain markup and styles only, so it reads the same in the server's first HTML, without scripts,
 * at 320 px wide, and in the staff console's preview.
 */
export function NoticeBanner({ notices, onDismiss, label = 'School notices' }: NoticeBannerProps) {
  if (!notices.length) return null;
  return (
    <section className="notice-banner" aria-label={label}>
      {notices.map((notice) => (
        <div key={notice.id} className={`notice-banner__notice notice-banner__notice--${notice.level}`} role={notice.level === 'urgent' ? 'alert' : 'status'}>
          <p className="notice-banner__text">
            <strong className="notice-banner__level">{NOTICE_LEVEL_LABELS[notice.level]}:</strong> {notice.message}
            {notice.linkUrl && (
              <>
                {' '}
                <a className="notice-banner__link" href={notice.linkUrl}>
                  {notice.linkText || 'More'}
                </a>
              </>
            )}
          </p>
          {onDismiss && isDismissible(notice) && (
            <button type="button" className="notice-banner__close" onClick={() => onDismiss(notice.id)} aria-label={`Close the notice: ${notice.message}`}>
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
      ))}
    </section>
  );
}
