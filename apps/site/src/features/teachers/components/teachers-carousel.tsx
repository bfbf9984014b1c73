import { CAROUSEL_LAYOUTS } from '@trailside/domain/layout/carousel-layout';
import { useIsStaff } from '@trailside/ui/auth/use-actor';
import { Carousel } from '@trailside/ui/carousel/carousel';
import { Spinner } from '@trailside/ui/spinner/spinner';
import { lazy, Suspense } from 'react';
import { useTeachers } from '@trailside/ui/teachers/api/get-teachers';
import { TeacherCard } from './teacher-card';
import './teachers-carousel.css';

// The teacher form is for admins only: a visitor's home page never fetches it.
const AddTeacher = lazy(() => import('./add-teacher').then((module) => ({ default: module.AddTeacher })));

/** The home page's About the Teachers carousel (spec section 2); admins see a plus button to add a teacher. */
export function TeachersCarousel() {
  const admin = useIsStaff();
  const teachers = useTeachers();
  return (
    <section className="teachers-carousel container" aria-labelledby="teachers-carousel-title">
      <div className="teachers-carousel__head">
        <h2 id="teachers-carousel-title" className="section-title section-title--start">
          About the Teachers
        </h2>
        {admin && (
          <Suspense fallback={null}>
            <AddTeacher plus />
          </Suspense>
        )}
      </div>
      {teachers.isPending && <Spinner label="Loading our teachers" />}
      {teachers.data && teachers.data.length > 0 && (
        <Carousel label="Our teachers" slideName="teacher" layout={CAROUSEL_LAYOUTS.team}>
          {teachers.data.map((teacher) => (
            <TeacherCard key={teacher.id} teacher={teacher} />
          ))}
        </Carousel>
      )}
    </section>
  );
}
