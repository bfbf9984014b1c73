import { errorMessageOf } from '@trailside/domain/api/errors';
import { MessageStatus } from '@trailside/domain/messages/message';
import { canEditTestimonial } from '@trailside/domain/testimonials/testimonial.rules';
import type { Testimonial } from '@trailside/domain/testimonials/testimonial.types';
import { isAdmin } from '@trailside/domain/users/access-level';
import { CAROUSEL_LAYOUTS } from '@trailside/domain/layout/carousel-layout';
import { useAuth } from '@trailside/ui/auth/auth-provider';
import { Carousel } from '@trailside/ui/carousel/carousel';
import { useMessage } from '@trailside/ui/message-banner/message-provider';
import { Spinner } from '@trailside/ui/spinner/spinner';
import { useEffect, useState } from 'react';
import { useTestimonials } from '../api/get-testimonials';
import { AddTestimonial } from './add-testimonial';
import { TestimonialActions, TestimonialEditForm } from './testimonial-actions';
import { TestimonialCard } from './testimonial-card';
import './testimonials-section.css';

/**
 * The home page's testimonials: the plus button for signed-in people, Show deletes for admins, and
 * each card with what its viewer may do, one at a time in the testimonials carousel.
 */
export function TestimonialsSection() {
  const { session } = useAuth();
  const admin = isAdmin(session?.authUser.accessLevel);
  const [showDeleted, setShowDeleted] = useState(false);
  const { data: testimonials, isPending, error } = useTestimonials({ showDeleted: admin && showDeleted });
  const { showMessage } = useMessage();

  useEffect(() => {
    if (error) showMessage(MessageStatus.ERROR, errorMessageOf(error));
  }, [error, showMessage]);

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
  const { session } = useAuth();
  const actor = session ? { id: session.authUser.id, accessLevel: session.authUser.accessLevel } : null;
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
