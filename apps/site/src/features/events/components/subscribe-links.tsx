import { CALENDAR_AUDIENCE_NAMES, type CalendarAudience } from '@trailside/domain/calendar/calendar.types';
import { audienceCalendarPath, feedPath, webcalUrlOf } from '@trailside/domain/feeds/feeds.contract';
import { useId, useState } from 'react';

interface SubscribeLinksProps {
  /** The site's own address, e.g. "https://trailside-montessori.example" (PUBLIC_URL). */
  siteUrl: string;
  /** The audience the page is filtered to: its feed; none for the whole calendar. */
  audience?: CalendarAudience;
}

/**
 * "Subscribe": the calendar as a feed, so new and changed dates reach the family's calendar by themselves. The
 * webcal: link opens Apple Calendar's or Outlook's subscribe dialog; the https address is for Google Calendar
 * ("From URL") or any other app, to copy.
 */
export function SubscribeLinks({ siteUrl, audience }: SubscribeLinksProps) {
  const address = `${siteUrl.replace(/\/$/, '')}${audience ? audienceCalendarPath(audience) : feedPath('eventsCalendar')}`;
  const fieldId = useId();
  const [copied, setCopied] = useState(false);
  const name = audience ? `the ${CALENDAR_AUDIENCE_NAMES[audience]} calendar` : 'our calendar';
  return (
    <section className="subscribe" aria-labelledby={`${fieldId}-title`}>
      <h3 id={`${fieldId}-title`} className="subscribe__title">
        Subscribe to {name}
      </h3>
      <p className="subscribe__text">New dates and changes appear in your own calendar by themselves.</p>
      <p className="subscribe__actions">
        <a className="subscribe__webcal" href={webcalUrlOf(address)}>
          Subscribe in your calendar app
        </a>
      </p>
      <label htmlFor={fieldId} className="subscribe__label">
        Or copy this address into Google Calendar (Other calendars, From URL):
      </label>
      <span className="subscribe__copy">
        <input id={fieldId} className="subscribe__address" type="text" readOnly value={address} onFocus={(event) => event.currentTarget.select()} />
        <button
          type="button"
          className="subscribe__copy-button"
          onClick={() => {
            void navigator.clipboard?.writeText(address).then(() => setCopied(true));
          }}
        >
          {copied ? 'Copied' : 'Copy'}
        </button>
      </span>
    </section>
  );
}
