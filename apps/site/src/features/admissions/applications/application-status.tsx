import { errorMessageOf } from '@trailside/domain/api/errors';
import { useApplicationStatus } from '@trailside/ui/admissions/api/open-application';
import { useSchoolClock } from '@trailside/ui/settings/school-clock';
import { Spinner } from '@trailside/ui/spinner/spinner';
import { ChildStatus } from './child-status';
import './application-status.css';

/** What a private link opens: the first time it confirms the address; every time, where each child's application stands. */
export function ApplicationStatus({ token }: { token: string }) {
  const status = useApplicationStatus(token);
  const clock = useSchoolClock();
  if (status.isPending) return <Spinner label="Opening your application" />;
  if (status.error) {
    return (
      <p className="field__error" role="alert">
        {errorMessageOf(status.error)}
      </p>
    );
  }
  const { application, message } = status.data;
  return (
    <div className="application-status">
      <p role="status">{message}</p>
      <p>
        Sent on {clock.day(application.createdAt)}
        {application.completedAt && <>, confirmed on {clock.day(application.completedAt)}</>}.
      </p>
      <div className="application-status__children">
        {application.children.map((child) => (
          <ChildStatus key={child.studentId} child={child} />
        ))}
      </div>
    </div>
  );
}
