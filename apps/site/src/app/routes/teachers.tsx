import { useIsAdmin } from '@trailside/ui/auth/use-actor';
import { Spinner } from '@trailside/ui/spinner/spinner';
import { lazy, Suspense } from 'react';
import { useTeachers } from '../../features/teachers/api/get-teachers';
import { TeacherList } from '../../features/teachers/components/teacher-list';

// The teacher form is for admins only: visitors never fetch it.
const AddTeacher = lazy(() => import('../../features/teachers/components/add-teacher').then((module) => ({ default: module.AddTeacher })));

export function Component() {
  const { data: teachers, isPending } = useTeachers();
  const admin = useIsAdmin();

  return (
    <div className="page container">
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
