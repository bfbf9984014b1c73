import { CAROUSEL_LAYOUTS } from '@trailside/domain/layout/carousel-layout';
import { canEditTestimonial } from '@trailside/domain/testimonials/testimonial.rules';
import type { Testimonial } from '@trailside/domain/testimonials/testimonial.types';
import { useActor, useIsAdmin } from '@trailside/ui/auth/use-actor';
import { Carousel } from '@trailside/ui/carousel/carousel';
import { Spinner } from '@trailside/ui/spinner/spinner';
import { useTestimonials } from '@trailside/ui/testimonials/api/get-testimonials';
import { useState } from 'react';
import { AddTestimonial } from './add-testimonial';
import { TestimonialActions, TestimonialEditForm } from './testimonial-actions';
import { TestimonialCard } from './testimonial-card';
import './testimonials-section.css';

/**
 * The home page's testimonials: the plus button for signed-in people, Show deletes for admins, and
 * each card with what its viewer may do, one at a time in the testimonials carousel.
 */
export function TestimonialsSection() {
  const admin = useIsAdmin();
  const [showDeleted, setShowDeleted] = useState(false);
  const { data: testimonials, isPending } = useTestimonials({ showDeleted: admin && showDeleted });

  return (
    <section className="testimonials container" aria-labelledby="testimonials-title">
      <div className="testimonials__head">
        <h2 id="testimonials-title" className="testimonials__title">
          What Families Say
        </h2>
        <AddTestimonial />
      </div>
      {admin && (
        <label className="testimonials__show-deleted">
          <input type="checkbox" checked={showDeleted} onChange={(event) => setShowDeleted(event.target.checked)} /> Show deletes
        </label>
      )}
      {isPending && <Spinner label="Loading the testimonials" />}
      {testimonials && testimonials.length === 0 && <p>No testimonials yet.</p>}
      {testimonials && testimonials.length > 0 && (
        <Carousel label="Testimonials from families" slideName="testimonial" layout={CAROUSEL_LAYOUTS.testimonial}>
          {testimonials.map((testimonial) => (
            <EditableTestimonial key={testimonial.id} testimonial={testimonial} />
          ))}
        </Carousel>
      )}
    </section>
  );
}

/** One card with its actions, or its edit form while editing. */
export function EditableTestimonial({ testimonial }: { testimonial: Testimonial }) {
  const [editing, setEditing] = useState(false);
  const actor = useActor();
  if (editing) {
    return (
      <div className="testimonial-card">
        <TestimonialEditForm testimonial={testimonial} onDone={() => setEditing(false)} />
      </div>
    );
  }
  const actions = canEditTestimonial(actor, testimonial) ? (
    <TestimonialActions testimonial={testimonial} onEdit={() => setEditing(true)} />
  ) : undefined;
  return <TestimonialCard testimonial={testimonial} actions={actions} />;
}
