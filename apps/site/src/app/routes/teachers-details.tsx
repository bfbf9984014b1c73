import type { PageHandle } from '@trailside/domain/site/site-pages';
import { errorMessageOf, isApiError } from '@trailside/domain/api/errors';
import { teacherDetailsAccess } from '@trailside/domain/teachers/teacher.rules';
import { useIsStaff } from '@trailside/ui/auth/use-actor';
import { Button, buttonClassName } from '@trailside/ui/button/button';
import { Spinner } from '@trailside/ui/spinner/spinner';
import { useState } from 'react';
import { cutText } from '@trailside/domain/text/text-preview';
import { Link, Navigate, redirect, useLocation, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { leadImageOf, PageHead } from '../../components/page-head';
import { teacherQueryOptions, useTeacher } from '@trailside/ui/teachers/api/get-teacher';
import { TEACHER_PORTRAIT_SIZES } from '../../features/teachers/components/image-sizes';
import { DeleteTeacher, TeacherInlineEdit, UpdateTeacherPicture } from '../../features/teachers/components/teacher-admin';
import { TeacherProfile } from '../../features/teachers/components/teacher-profile';
import { quietly, siteOf } from '../site-context';

export const handle: PageHandle = { title: 'Teacher Details' };

/** Search results show about 155 characters of a description. */
const DESCRIPTION_LIMIT = 150;

/** Spec section 2: the id arrives in navigation state; the query string (?id=) makes the page shareable. */
function useTeacherId(): string | null {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const fromState = (location.state as { id?: unknown } | null)?.id;
  return typeof fromState === 'string' && fromState ? fromState : searchParams.get('id');
}

/** The teacher `?id=` names (a link that carries the id in navigation state only is loaded by the page). */
export async function loader(args: LoaderFunctionArgs) {
  const { queryClient, api, onServer } = siteOf(args);
  const id = new URL(args.request.url).searchParams.get('id');
  // Spec section 2: with no teacher, back to the list (the server answers so at once; the page does in the browser).
  if (!id && onServer) return redirect('/teachers');
  if (id) await quietly(queryClient.ensureQueryData(teacherQueryOptions(api, id)));
  return null;
}

export function Component() {
  const id = useTeacherId();
  const admin = useIsStaff();
  const { data: teacher, isPending, error } = useTeacher(id);
  const missing = isApiError(error, 404);
  const [editing, setEditing] = useState(false);

  const access = teacherDetailsAccess({ id, loading: Boolean(id) && isPending, teacher, admin });
  if (access === 'redirect') return <Navigate to="/teachers" replace />;

  return (
    <div className="page container">
      <PageHead
        title={teacher?.name}
        description={
          teacher
            ? cutText(`${teacher.name}, ${teacher.subject}. ${teacher.desc}`, DESCRIPTION_LIMIT)
            : 'Meet the guides and specialists of Trailside Montessori K-8.'
        }
        canonicalPath={id ? `/teachers-details?id=${encodeURIComponent(id)}` : undefined}
        picture={teacher?.imageUrl ? { url: teacher.imageUrl, alt: teacher.name } : undefined}
        type={teacher ? 'profile' : 'website'}
        leadImage={leadImageOf(teacher?.imageUrl, TEACHER_PORTRAIT_SIZES)}
      />
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
