import type { PageHandle } from '@trailside/domain/site/site-pages';
import { useIsStaff } from '@trailside/ui/auth/use-actor';
import { Spinner } from '@trailside/ui/spinner/spinner';
import { lazy, Suspense } from 'react';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { leadImageOf, PageHead } from '../../components/page-head';
import { teachersQueryOptions, useTeachers } from '@trailside/ui/teachers/api/get-teachers';
import { TEACHER_CARD_SIZES } from '../../features/teachers/components/image-sizes';
import { TeacherList } from '../../features/teachers/components/teacher-list';
import { quietly, siteOf } from '../site-context';

export const handle: PageHandle = { title: 'Teachers', sitemap: true, cacheTags: ['teachers'] };

// The teacher form is for admins only: visitors never fetch it.
const AddTeacher = lazy(() => import('../../features/teachers/components/add-teacher').then((module) => ({ default: module.AddTeacher })));

export async function loader(args: LoaderFunctionArgs) {
  const { queryClient, api } = siteOf(args);
  await quietly(queryClient.ensureQueryData(teachersQueryOptions(api)));
  return null;
}

export function Component() {
  const { data: teachers, isPending } = useTeachers();
  const admin = useIsStaff();

  return (
    <div className="page container">
      <PageHead
        description="Meet the guides and specialists of Trailside Montessori K-8: one guide for every twelve to fifteen children."
        // The first portrait is the largest thing in the first screen on a phone.
        leadImage={leadImageOf(teachers?.[0]?.imageUrl, TEACHER_CARD_SIZES)}
      />
      <h2 className="teacher-list__title">About the Teachers</h2>
      <p className="teacher-list__intro">
        Each class has one guide for twelve to fifteen children, and specialists teach art, music, Spanish and
        engineering. Meet the people your child will spend their days with.
      </p>
      {admin && (
        <div className="teacher-list__tools">
          <Suspense fallback={null}>
            <AddTeacher />
          </Suspense>
        </div>
      )}
      {isPending && <Spinner label="Loading the teachers" />}
      {teachers && teachers.length > 0 && <TeacherList teachers={teachers} />}
      {teachers && teachers.length === 0 && <p>Our teachers' profiles are on their way. Please check back soon.</p>}
    </div>
  );
}
