import { mergeConfirmation } from '@trailside/domain/admissions/families.messages';
import type { FamilyDetail, FamilySummary } from '@trailside/domain/admissions/families.types';
import { saveErrorMessageOf } from '@trailside/domain/api/errors';
import { useFamilies } from '@trailside/ui/admissions/api/get-families';
import { useMergeFamily } from '@trailside/ui/admissions/api/merge-family';
import { Button } from '@trailside/ui/button/button';
import { TextField } from '@trailside/ui/form-field/text-field';
import { ConfirmDialog } from '@trailside/ui/modal/confirm-dialog';
import { type FormEvent, useId, useState } from 'react';
import { FAMILY_VIEW_TEXTS } from './family-texts';

/**
 * Two families that are one household (a parent who typed another address, say): find the other by name or address,
 * and merge it into this one after a confirmation that says what moves.
 */
export function MergeSection({ family }: { family: FamilyDetail }) {
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState<FamilySummary | null>(null);
  const found = useFamilies({ q, limit: 10 }, q !== '');
  const merge = useMergeFamily(family.id);
  const headingId = useId();
  const others = q ? (found.data?.families ?? []).filter((other) => other.id !== family.id) : [];
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setQ(String(new FormData(event.currentTarget).get('q') ?? '').trim());
  };
  return (
    <section className="family__section" aria-labelledby={headingId}>
      <h2 id={headingId}>Merge with another family</h2>
      <form role="search" className="families__search" onSubmit={search} aria-label="Find a family to merge">
        <TextField label={FAMILY_VIEW_TEXTS.mergeSearch} name="q" type="search" limit={200} />
        <Button type="submit">Find</Button>
      </form>
      {q && !found.isPending && others.length === 0 && <p>{FAMILY_VIEW_TEXTS.mergeNone}</p>}
      <ul className="family__people">
        {others.map((other) => (
          <li key={other.id} className="family__person">
            <p className="family__person-name">{other.name}</p>
            <p className="family__meta">
              {other.guardians.map((guardian) => `${guardian.name} <${guardian.email}>`).join(', ')}
              {other.students.length ? `; ${other.students.map((student) => student.firstName).join(', ')}` : ''}
            </p>
            <Button variant="secondary" onClick={() => setChosen(other)} aria-label={`Merge ${other.name} into ${family.name}`}>
              Merge into this family
            </Button>
          </li>
        ))}
      </ul>
      {merge.error && <p role="alert" className="family__error">{saveErrorMessageOf(merge.error)}</p>}
      <ConfirmDialog
        open={chosen !== null}
        heading="Merge these families?"
        confirmLabel="Merge"
        message={chosen ? mergeConfirmation({ name: chosen.name, guardians: chosen.guardians.length, students: chosen.students.length }, family) : ''}
        onCancel={() => setChosen(null)}
        onConfirm={() => {
          if (chosen) merge.mutate({ fromId: chosen.id }, { onSuccess: () => setQ('') });
          setChosen(null);
        }}
      />
    </section>
  );
}
