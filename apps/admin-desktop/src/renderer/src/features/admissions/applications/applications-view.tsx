import { LEVEL_NAMES, LEVELS, type Level, STAGE_NAMES, startTermName, startTermsFrom } from '@trailside/domain/admissions/admissions.types';
import { dayAt } from '@trailside/domain/calendar/zoned-time';
import { APPLICATIONS_PAGE_SIZE } from '@trailside/domain/admissions/applications.schema';
import type { ApplicationSummary } from '@trailside/domain/admissions/applications.types';
import { pageCountOf } from '@trailside/domain/pagination/page-window';
import { useApplications } from '@trailside/ui/admissions/api/get-applications';
import { SelectField } from '@trailside/ui/form-field/select-field';
import { Pagination } from '@trailside/ui/pagination/pagination';
import { useSchoolClock } from '@trailside/ui/settings/school-clock';
import { Spinner } from '@trailside/ui/spinner/spinner';
import { useId, useMemo, useState } from 'react';
import { ApplicationDetailPanel } from './application-detail';
import { APPLICATION_VIEW_TEXTS } from './application-texts';
import './applications.css';

/** "Ada, Kofi" */
const childrenOf = (application: ApplicationSummary) => application.children.map((child) => child.firstName).join(', ');

/**
 * Completed applications, newest first, a page at a time, narrowed to a class and a start; one opened beside the list
 * with its guardians, children, documents and the family's timeline.
 */
export function ApplicationsView() {
  const [page, setPage] = useState(1);
  const [level, setLevel] = useState<Level | ''>('');
  const [startTerm, setStartTerm] = useState('');
  const list = useApplications({ level: level || undefined, startTerm: startTerm || undefined, limit: APPLICATIONS_PAGE_SIZE, offset: (page - 1) * APPLICATIONS_PAGE_SIZE });
  const clock = useSchoolClock();
  const [openId, setOpenId] = useState<string | null>(null);
  const ids = { list: useId() };
  // The starts families can choose now, as the apply form offers them.
  const terms = useMemo(() => startTermsFrom(dayAt(new Date(), clock.timeZone)), [clock.timeZone]);

  const turnTo = (next: number) => {
    setOpenId(null);
    setPage(next);
  };

  if (list.isPending) return <Spinner label="Loading the applications" />;
  if (!list.data) return null;
  const { total, applications } = list.data;
  const narrowed = Boolean(level || startTerm);
  const pageCount = pageCountOf(total, APPLICATIONS_PAGE_SIZE);
  const narrowedBy = `${level ? ` for ${LEVEL_NAMES[level]}` : ''}${startTerm ? ` starting ${startTermName(startTerm)}` : ''}`;

  return (
    <div className="applications">
      <section className="applications__list" aria-labelledby={ids.list}>
        <form className="applications__filters" aria-label="Narrow the applications" onSubmit={(event) => event.preventDefault()}>
          <SelectField
            label="Class"
            name="level"
            value={level}
            onChange={(change) => {
              setLevel(change.currentTarget.value as Level | '');
              turnTo(1);
            }}
          >
            <option value="">Any</option>
            {LEVELS.map((each) => (
              <option key={each} value={each}>
                {LEVEL_NAMES[each]}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Start"
            name="startTerm"
            value={startTerm}
            onChange={(change) => {
              setStartTerm(change.currentTarget.value);
              turnTo(1);
            }}
          >
            <option value="">Any</option>
            {terms.map((term) => (
              <option key={term} value={term}>
                {startTermName(term)}
              </option>
            ))}
          </SelectField>
        </form>
        <h2 id={ids.list} aria-live="polite">
          {APPLICATION_VIEW_TEXTS.listHeading(total, narrowedBy)}
        </h2>
        {total === 0 && <p>{narrowed ? APPLICATION_VIEW_TEXTS.noneMatch : APPLICATION_VIEW_TEXTS.empty}</p>}
        <ul aria-label={`Applications, page ${page} of ${pageCount}`} aria-busy={list.isPlaceholderData}>
          {applications.map((application) => (
            <li key={application.id}>
              <button type="button" className="applications__item" aria-current={application.id === openId ? 'true' : undefined} onClick={() => setOpenId(application.id)}>
                <span className="applications__name">{application.familyName}</span>
                <span className="applications__meta">
                  {childrenOf(application)} · {clock.day(application.completedAt)}
                </span>
                <span className="applications__meta">
                  {application.children.map((child) => `${LEVEL_NAMES[child.level]}, ${STAGE_NAMES[child.stage]}`).join(' · ')}
                </span>
              </button>
            </li>
          ))}
        </ul>
        {pageCount > 1 && <Pagination page={page} pageCount={pageCount} onChange={turnTo} label="Pages of applications" />}
      </section>
      <ApplicationDetailPanel id={openId} />
    </div>
  );
}
