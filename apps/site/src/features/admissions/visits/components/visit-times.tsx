import { visitEnd, visitWeeks } from '@trailside/domain/admissions/visits.rules';
import { VISIT_KIND_NAMES, type PublicVisitTime } from '@trailside/domain/admissions/visits.types';
import { clockText, dayText } from '@trailside/domain/calendar/calendar-text';
import { errorMessageOf } from '@trailside/domain/api/errors';
import { useVisitTimes } from '@trailside/ui/admissions/api/get-visit-times';
import { Button } from '@trailside/ui/button/button';
import { Spinner } from '@trailside/ui/spinner/spinner';
import { useState } from 'react';
import { VisitBookingForm } from './visit-booking-form';
import './visits.css';

const placesText = (left: number) => (left === 1 ? '1 place left' : `${left} places left`);

/** The coming visit times by week, each with its places left and, when one is left, a form to book it. */
export function VisitTimes() {
  const { data, error, isPending } = useVisitTimes();
  const [open, setOpen] = useState<string | null>(null);
  const [booked, setBooked] = useState<string | null>(null);

  if (isPending) return <Spinner label="Loading the visit times" />;
  if (error) return <p role="alert">{errorMessageOf(error)}</p>;

  const weeks = visitWeeks(data.visits);
  return (
    <div className="visit-times">
      <p className="visit-times__outcome" role="status">
        {booked}
      </p>
      {weeks.length === 0 && <p>There are no visit times coming up just now. Please call us and we will find a time that suits you.</p>}
      {weeks.map((week) => (
        <section key={week.weekOf} className="visit-week" aria-labelledby={`week-${week.weekOf}`}>
          <h2 id={`week-${week.weekOf}`}>Week of {dayText(week.weekOf)}</h2>
          <ul className="visit-week__list">
            {week.visits.map((visit) => (
              <VisitTimeItem
                key={visit.id}
                visit={visit}
                open={open === visit.id}
                onToggle={() => setOpen(open === visit.id ? null : visit.id)}
                onBooked={(message) => {
                  setOpen(null);
                  setBooked(message);
                }}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function VisitTimeItem({ visit, open, onToggle, onBooked }: { visit: PublicVisitTime; open: boolean; onToggle: () => void; onBooked: (message: string) => void }) {
  const full = visit.placesLeft === 0;
  const formId = `book-${visit.id}`;
  return (
    <li className={`visit-time${full ? ' is-full' : ''}`}>
      <div className="visit-time__summary">
        <div>
          <p className="visit-time__kind">{VISIT_KIND_NAMES[visit.kind]}</p>
          <p className="visit-time__when">
            {dayText(visit.start)}, {clockText(visit.start)}-{clockText(visitEnd(visit.start, visit.minutes))}
          </p>
          {visit.note && <p className="visit-time__note">{visit.note}</p>}
        </div>
        <div className="visit-time__action">
          <p className="visit-time__places">{full ? 'Full' : placesText(visit.placesLeft)}</p>
          {(!full || open) && (
            <Button variant={open ? 'secondary' : 'primary'} aria-expanded={open} aria-controls={open ? formId : undefined} onClick={onToggle}>
              {open ? 'Close' : 'Book this time'}
            </Button>
          )}
        </div>
      </div>
      {/* Left open when the time fills meanwhile: its answer says so, beside the time now shown full. */}
      {open && (
        <div id={formId}>
          <VisitBookingForm visit={visit} onBooked={onBooked} />
        </div>
      )}
    </li>
  );
}
