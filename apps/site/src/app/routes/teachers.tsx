import { useIsAdmin } from '@trailside/ui/auth/use-actor';
import { Spinner } from '@trailside/ui/spinner/spinner';
import { useTeachers } from '../../features/teachers/api/get-teachers';
import { AddTeacher } from '../../features/teachers/components/add-teacher';
import { TeacherList } from '../../features/teachers/components/teacher-list';

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
          <AddTeacher />
        </div>
      )}
      {isPending && <Spinner label="Loading the teachers" />}
      {teachers && teachers.length > 0 && <TeacherList teachers={teachers} />}
      {teachers && teachers.length === 0 && <p>Our teachers' profiles are on their way. Please check back soon.</p>}
    </div>
  );
}
