import { classPriceLabel, classScheduleLabel } from '@trailside/domain/classes/class-cards';
import type { ClassCard } from '@trailside/domain/classes/class-card.types';
import './class-card-view.css';

/** One of the fixed class cards of spec section 2: price (or Inc'd), schedule, class size and ages. */
export function ClassCardView({ card }: { card: ClassCard }) {
  const price = classPriceLabel(card.price);
  const headingId = `class-${card.title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <article className="class-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="class-card__title">
        {card.title}
      </h2>
      <p className="class-card__price">
        <span className="class-card__amount">{price}</span>
        {card.price !== null && <span className="class-card__per"> per month</span>}
      </p>
      <dl className="class-card__facts">
        <div>
          <dt>Schedule</dt>
          <dd>{classScheduleLabel(card.schedule)}</dd>
        </div>
        <div>
          <dt>Class size</dt>
          <dd>{card.sizeRange}</dd>
        </div>
        {card.ageRange && (
          <div>
            <dt>Ages</dt>
            <dd>{card.ageRange}</dd>
          </div>
        )}
      </dl>
    </article>
  );
}
