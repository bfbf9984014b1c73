import { type Level, LEVEL_NAMES, LEVELS, STAGE_NAMES, STAGES, type Stage, startTermName } from '@trailside/domain/admissions/admissions.types';
import { FAMILIES_PAGE_SIZE, familiesQuerySchema } from '@trailside/domain/admissions/families.schema';
import { boardStartTerms } from '@trailside/domain/admissions/families.rules';
import { dayOf, wallClockAt } from '@trailside/domain/calendar/zoned-time';
import { pageCountOf } from '@trailside/domain/pagination/page-window';
import { textLimitOf } from '@trailside/domain/validation/text-limit';
import { useFamilies } from '@trailside/ui/admissions/api/get-families';
import { Button } from '@trailside/ui/button/button';
import { SelectField } from '@trailside/ui/form-field/select-field';
import { TextField } from '@trailside/ui/form-field/text-field';
import { Pagination } from '@trailside/ui/pagination/pagination';
import { useSchoolClock } from '@trailside/ui/settings/school-clock';
import { Spinner } from '@trailside/ui/spinner/spinner';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { AddFamilyForm } from './add-family-form';
import { FAMILY_VIEW_TEXTS, levelText, termText } from './family-texts';
import './families.css';

interface Filters {
  stage?: Stage;
  level?: Level;
  startTerm?: string;
  q?: string;
}

/**
 * The staff's board of families: a tab per stage with how many families stand there, narrowed by level, start term
 * and a search of names and addresses, a page at a time; each family opens its own page.
 */
export function FamiliesBoard() {
  const clock = useSchoolClock();
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const list = useFamilies({ ...filters, limit: FAMILIES_PAGE_SIZE, offset: (page - 1) * FAMILIES_PAGE_SIZE });
  const terms = useMemo(() => boardStartTerms(dayOf(wallClockAt(new Date(), clock.timeZone))), [clock.timeZone]);
  const ids = { stages: useId(), list: useId(), students: useId() };

  const narrow = (change: Filters) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(1);
  };
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    narrow({ q: String(new FormData(event.currentTarget).get('q') ?? '').trim() || undefined });
  };

  if (list.isPending) return <Spinner label="Loading the families" />;
  if (!list.data) return null;
  const { families, total, counts } = list.data;
  const allFamilies = STAGES.reduce((sum, stage) => sum + counts.families[stage], 0);
  const pageCount = pageCountOf(total, FAMILIES_PAGE_SIZE);
  const studentStages = STAGES.filter((stage) => counts.students[stage] > 0);

  return (
    <div className="families">
      <AddFamilyForm />
      <div className="families__filters">
        <form role="search" className="families__search" onSubmit={search} aria-label="Search the families">
          <TextField label="Search by family or guardian name, or e-mail" name="q" type="search" limit={textLimitOf(familiesQuerySchema.shape.q)} />
          <Button type="submit">Search</Button>
        </form>
        <SelectField label="Level" name="level" value={filters.level ?? ''} onChange={(change) => narrow({ level: (change.currentTarget.value || undefined) as Level | undefined })}>
          <option value="">All levels</option>
          {LEVELS.map((level) => (
            <option key={level} value={level}>
              {LEVEL_NAMES[level]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Start term" name="startTerm" value={filters.startTerm ?? ''} onChange={(change) => narrow({ startTerm: change.currentTarget.value || undefined })}>
          <option value="">All terms</option>
          {terms.map((term) => (
            <option key={term} value={term}>
              {startTermName(term)}
            </option>
          ))}
        </SelectField>
      </div>

      <p id={ids.stages} className="visually-hidden">
        Families by stage
      </p>
      <ul className="families__stages" aria-labelledby={ids.stages}>
        <li>
          <button type="button" className="families__stage" aria-pressed={!filters.stage} onClick={() => narrow({ stage: undefined })}>
            All stages <span className="families__count">{allFamilies}</span>
          </button>
        </li>
        {STAGES.map((stage) => (
          <li key={stage}>
            <button type="button" className="families__stage" aria-pressed={filters.stage === stage} onClick={() => narrow({ stage })}>
              {STAGE_NAMES[stage]} <span className="families__count">{counts.families[stage]}</span>
            </button>
          </li>
        ))}
      </ul>
      <p className="families__students" id={ids.students}>
        {FAMILY_VIEW_TEXTS.studentCounts}:{' '}
        {studentStages.length ? studentStages.map((stage) => `${STAGE_NAMES[stage]} ${counts.students[stage]}`).join(' · ') : 'none'}
      </p>

      <h2 id={ids.list} aria-live="polite">
        {FAMILY_VIEW_TEXTS.listHeading(total)}
      </h2>
      {total === 0 && <p>{allFamilies === 0 && !filters.q ? FAMILY_VIEW_TEXTS.empty : FAMILY_VIEW_TEXTS.noneMatch}</p>}
      <ul className="families__list" aria-labelledby={ids.list} aria-busy={list.isPlaceholderData}>
        {families.map((family) => (
          <li key={family.id} className="families__item">
            <div className="families__item-top">
              <Link to={family.id} className="families__name">
                {family.name}
              </Link>
              <span className="families__badge">{STAGE_NAMES[family.stage]}</span>
            </div>
            <p className="families__meta">{family.guardians.map((guardian) => `${guardian.name} <${guardian.email}>`).join(', ')}</p>
            <ul className="families__children">
              {family.students.length === 0 && <li>{FAMILY_VIEW_TEXTS.noStudents}</li>}
              {family.students.map((student) => (
                <li key={student.id}>
                  {`${student.firstName} ${student.lastName}`.trim()}: {levelText(student.level)}, {termText(student.startTerm)}, {STAGE_NAMES[student.stage]}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {pageCount > 1 && <Pagination page={page} pageCount={pageCount} onChange={setPage} label="Pages of families" />}
    </div>
  );
}
