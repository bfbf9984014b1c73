import { AWAITING_APPROVAL } from '@trailside/domain/testimonials/testimonial.messages';
import type { Testimonial } from '@trailside/domain/testimonials/testimonial.types';
import type { ReactNode } from 'react';
import './testimonial-card.css';

interface TestimonialCardProps {
  testimonial: Testimonial;
  /** Buttons for the author or an admin (edit, approve, reject, delete), shown under the words. */
  actions?: ReactNode;
}

/**
 * A family's words and first name. Unapproved ones carry an "Awaiting Approval" watermark; the API
 * only ever sends those to their author or an admin. Deleted ones (admins' "Show deletes") are struck.
 */
export function TestimonialCard({ testimonial, actions }: TestimonialCardProps) {
  const classes = ['testimonial-card', testimonial.rejected && 'testimonial-card--deleted'].filter(Boolean).join(' ');
  return (
    <figure className={classes}>
      {!testimonial.approved && !testimonial.rejected && (
        <p className="testimonial-card__watermark">{AWAITING_APPROVAL}</p>
      )}
      {testimonial.rejected && <p className="visually-hidden">Deleted testimonial</p>}
      <blockquote className="testimonial-card__text">
        {/* One begun without words (spec section 7's POST {userId, fname}) until its author writes them. */}
        <p>{testimonial.text || 'Not written yet'}</p>
      </blockquote>
      <figcaption className="testimonial-card__author">{testimonial.fname}</figcaption>
      {actions && <div className="testimonial-card__actions">{actions}</div>}
    </figure>
  );
}
