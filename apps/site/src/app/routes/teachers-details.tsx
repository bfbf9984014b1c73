import { errorMessageOf, isApiError } from '@trailside/domain/api/errors';
import { teacherDetailsAccess } from '@trailside/domain/teachers/teacher.rules';
import { useIsAdmin } from '@trailside/ui/auth/use-actor';
import { Button, buttonClassName } from '@trailside/ui/button/button';
import { Spinner } from '@trailside/ui/spinner/spinner';
import { useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { useTeacher } from '../../features/teachers/api/get-teacher';
import { DeleteTeacher, TeacherInlineEdit, UpdateTeacherPicture } from '../../features/teachers/components/teacher-admin';
import { TeacherProfile } from '../../features/teachers/components/teacher-profile';

/** Spec section 2: the id arrives in navigation state; the query string (?id=) makes the page shareable. */
function useTeacherId(): string | null {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const fromState = (location.state as { id?: unknown } | null)?.id;
  return typeof fromState === 'string' && fromState ? fromState : searchParams.get('id');
}

export function Component() {
  const id = useTeacherId();
  const admin = useIsAdmin();
  const { data: teacher, isPending, error } = useTeacher(id);
  const missing = isApiError(error, 404);
  const [editing, setEditing] = useState(false);

  const access = teacherDetailsAccess({ id, loading: Boolean(id) && isPending, teacher, admin });
  if (access === 'redirect') return <Navigate to="/teachers" replace />;

  return (
    <div className="page container">
      {access === 'wait' && <Spinner label="Loading the teacher" />}
      {access === 'show' && teacher && (
        <TeacherProfile
          teacher={teacher}
          adminTools={
            admin && (
              <>
                <Button onClick={() => setEditing(true)}>Edit</Button>
                <UpdateTeacherPicture teacher={teacher} />
                <DeleteTeacher teacher={teacher} />
              </>
            )
          }
          editor={admin && editing ? <TeacherInlineEdit key={teacher.id} teacher={teacher} onDone={() => setEditing(false)} /> : undefined}
        />
      )}
      {access === 'not-found' && (
        <div className="card not-found">
          <h2>We could not find that teacher</h2>
          <p>{missing ? 'They may have been removed, or the link may be incomplete.' : errorMessageOf(error)}</p>
          <Link to="/teachers" className={buttonClassName('primary')}>
            See all teachers
          </Link>
        </div>
      )}
    </div>
  );
}
