import { CAROUSEL_LAYOUTS } from '@trailside/domain/layout/carousel-layout';
import { can } from '@trailside/domain/access/access.rules';
import type { Testimonial } from '@trailside/domain/testimonials/testimonial.types';
import { useAuth } from '@trailside/ui/auth/auth-provider';
import { useActor, useIsStaff } from '@trailside/ui/auth/use-actor';
import { Carousel } from '@trailside/ui/carousel/carousel';
import { Spinner } from '@trailside/ui/spinner/spinner';
import { useTestimonials } from '@trailside/ui/testimonials/api/get-testimonials';
import { lazy, Suspense, useState } from 'react';
import { TestimonialCard } from './testimonial-card';
import './testimonials-section.css';

// The forms are for signed-in people only: visitors (and the home page's first load) never fetch them.
const AddTestimonial = lazy(() => import('./add-testimonial').then((module) => ({ default: module.AddTestimonial })));
const TestimonialActions = lazy(() => import('./testimonial-actions').then((module) => ({ default: module.TestimonialActions })));
const TestimonialEditForm = lazy(() => import('./testimonial-actions').then((module) => ({ default: module.TestimonialEditForm })));

/**
 * The home page's testimonials: the plus button for signed-in people, Show deletes for admins, and
 * each card with what its viewer may do, one at a time in the testimonials carousel.
 */
export function TestimonialsSection() {
  const admin = useIsStaff();
  const { session } = useAuth();
  const [showDeleted, setShowDeleted] = useState(false);
  const { data: testimonials, isPending } = useTestimonials({ showDeleted: admin && showDeleted });

  return (
    <section className="testimonials container" aria-labelledby="testimonials-title">
      <div className="testimonials__head">
        <h2 id="testimonials-title" className="testimonials__title">
          What Families Say
        </h2>
        {session && (
          <Suspense fallback={null}>
            <AddTestimonial />
          </Suspense>
        )}
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
        <Suspense fallback={null}>
          <TestimonialEditForm testimonial={testimonial} onDone={() => setEditing(false)} />
        </Suspense>
      </div>
    );
  }
  const actions = can(actor, 'testimonial.update', testimonial) ? (
    <Suspense fallback={null}>
      <TestimonialActions testimonial={testimonial} onEdit={() => setEditing(true)} />
    </Suspense>
  ) : undefined;
  return <TestimonialCard testimonial={testimonial} actions={actions} />;
}
