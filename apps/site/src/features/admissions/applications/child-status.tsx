import { LEVEL_NAMES, startTermName } from '@trailside/domain/admissions/admissions.types';
import { CHILD_STAGE_WORDS } from '@trailside/domain/admissions/applications.rules';
import type { ApplicationStatus } from '@trailside/domain/admissions/applications.types';
import { waitingPlaceText } from '@trailside/domain/admissions/offers.messages';

/**
 * One child on the status page: where their application stands, in plain words, with the class and start asked for.
 * A block of its own, so a waiting-list place or an offer joins it here.
 */
export function ChildStatus({ child }: { child: ApplicationStatus['children'][number] }) {
  const titleId = `child-status-${child.studentId}`;
  return (
    <section className="card application-status__child" aria-labelledby={titleId}>
      <h3 id={titleId}>{child.firstName}</h3>
      <p className="application-status__stage">{CHILD_STAGE_WORDS[child.stage]}</p>
      {child.waitingPlace !== null && <p>{waitingPlaceText(child.waitingPlace, child.level, child.startTerm)}</p>}
      <dl className="application-status__facts">
        <dt>Class</dt>
        <dd>{LEVEL_NAMES[child.level]}</dd>
        <dt>Would start in</dt>
        <dd>{startTermName(child.startTerm)}</dd>
      </dl>
    </section>
  );
}
