import { AUDIT_ACTION_LABELS, AUDIT_KIND_LABELS } from '@trailside/domain/audit/audit.messages';
import { DEFAULT_AUDIT_LIMIT } from '@trailside/domain/audit/audit.rules';
import type { AuditQueryInput } from '@trailside/domain/audit/audit.schema';
import { AUDIT_ACTIONS, AUDIT_ENTITY_KINDS, type AuditAction, type AuditEntityKind } from '@trailside/domain/audit/audit.types';
import { useAuditTrail } from '@trailside/ui/audit/api/get-audit-trail';
import { SelectField } from '@trailside/ui/form-field/select-field';
import { TextField } from '@trailside/ui/form-field/text-field';
import { Pagination } from '@trailside/ui/pagination/pagination';
import { Spinner } from '@trailside/ui/spinner/spinner';
import { useState } from 'react';
import './activity.css';
import { DataTable } from '../../components/data-table';
import { useSchoolClock } from '@trailside/ui/settings/school-clock';

interface Filters {
  action: AuditAction | '';
  entityKind: AuditEntityKind | '';
  from: string;
  to: string;
}

const NO_FILTERS: Filters = { action: '', entityKind: '', from: '', to: '' };

/** The audit trail: what staff did, newest first, narrowed by action, kind of record and dates, a page at a time. */
export function ActivityView() {
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const query: AuditQueryInput = {
    ...(filters.action && { action: filters.action }),
    ...(filters.entityKind && { entityKind: filters.entityKind }),
    ...(filters.from && { from: filters.from }),
    ...(filters.to && { to: filters.to }),
    limit: DEFAULT_AUDIT_LIMIT,
    offset: (page - 1) * DEFAULT_AUDIT_LIMIT,
  };
  const { data, isPending, error } = useAuditTrail(query);
  const clock = useSchoolClock();
  const change = (next: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(1);
  };
  const pageCount = data ? Math.max(1, Math.ceil(data.total / DEFAULT_AUDIT_LIMIT)) : 1;

  return (
    <div className="activity">
      <form className="activity__filters" role="search" aria-label="Narrow the activity" onSubmit={(event) => event.preventDefault()}>
        <SelectField label="What was done" name="action" value={filters.action} onChange={(event) => change({ action: event.target.value as Filters['action'] })}>
          <option value="">Everything</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {AUDIT_ACTION_LABELS[action]}
            </option>
          ))}
        </SelectField>
        <SelectField label="To what" name="entityKind" value={filters.entityKind} onChange={(event) => change({ entityKind: event.target.value as Filters['entityKind'] })}>
          <option value="">Anything</option>
          {AUDIT_ENTITY_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {AUDIT_KIND_LABELS[kind]}
            </option>
          ))}
        </SelectField>
        <TextField label="On or after" name="from" type="date" value={filters.from} max={filters.to || undefined} onChange={(event) => change({ from: event.target.value })} />
        <TextField label="On or before" name="to" type="date" value={filters.to} min={filters.from || undefined} onChange={(event) => change({ to: event.target.value })} />
      </form>

      {isPending && <Spinner label="Loading the activity" />}
      {error && !data && <p role="alert">{error.message}</p>}
      {data && (
        <>
          <p className="activity__count" aria-live="polite">
            {data.total === 0
              ? Object.values(filters).every((value) => value === '')
                ? 'Nothing has been recorded yet: what staff change on the website will be listed here.'
                : 'Nothing recorded matches these choices.'
              : `${data.total} ${data.total === 1 ? 'action' : 'actions'} recorded, newest first.`}
          </p>
          {data.entries.length > 0 && (
            <DataTable columns={['When', 'Who', 'What', 'Details']} caption="What staff did on the website">
              {data.entries.map((entry) => (
                <tr key={entry.id}>
                  <td>{clock.moment(entry.at)}</td>
                  <td>{entry.actorName}</td>
                  <td>
                    {AUDIT_ACTION_LABELS[entry.action]} · {AUDIT_KIND_LABELS[entry.entityKind]}
                  </td>
                  <td>{entry.summary}</td>
                </tr>
              ))}
            </DataTable>
          )}
          {pageCount > 1 && <Pagination page={page} pageCount={pageCount} onChange={setPage} label="Pages of activity" />}
        </>
      )}
    </div>
  );
}
