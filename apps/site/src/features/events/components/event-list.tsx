import { clampPage, itemsOfPage, pageCountOf } from '@trailside/domain/pagination/page-window';
import { Pagination } from '@trailside/ui/pagination/pagination';
import { useRef, useState } from 'react';
import { EVENTS_PAGE_SIZE, SAMPLE_EVENTS } from '../sample-events';
import './event-list.css';

/**
 * Spec section 2: the static list of six sample events with "fake" pagination: the control pages
 * through the fixed list here in the browser, nothing is fetched.
 */
export function EventList() {
  const [page, setPage] = useState(1);
  const listRef = useRef<HTMLHeadingElement>(null);
  const pageCount = pageCountOf(SAMPLE_EVENTS.length, EVENTS_PAGE_SIZE);
  const current = clampPage(page, pageCount);
  const shown = itemsOfPage(SAMPLE_EVENTS, current, EVENTS_PAGE_SIZE);

  return (
    <section aria-labelledby="events-title">
      <h2 id="events-title" ref={listRef} tabIndex={-1} className="section-title section-title--start">
        The school year at a glance
      </h2>
      <p className="events__intro">
        These are the gatherings our families look forward to every year. Exact dates are confirmed in the family
        newsletter; everyone is welcome, including families thinking of joining us.
      </p>
      <ul className="events">
        {shown.map((event) => (
          <li key={event.title} className="event">
            <p className="event__date" aria-hidden="true">
              <span className="event__day">{event.day}</span>
              <span className="event__month">{event.month}</span>
            </p>
            <div className="event__body">
              <h3 className="event__title">{event.title}</h3>
              <p className="event__meta">
                <span className="visually-hidden">
                  {event.month} {event.day},{' '}
                </span>
                {event.time} · {event.place}
              </p>
              <p>{event.text}</p>
            </div>
          </li>
        ))}
      </ul>
      <Pagination
        page={current}
        pageCount={pageCount}
        label="Event pages"
        onChange={(next) => {
          setPage(next);
          // Keyboard and screen-reader users start again at the top of the new page of events.
          listRef.current?.focus();
        }}
      />
    </section>
  );
}
