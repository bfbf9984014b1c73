import type { AuditSpec } from '../../audit/audit.interceptor';
import { event, field, quoted, text } from '../../audit/audit-wording';
import { waitingListName } from '@trailside/domain/admissions/waiting-list.rules';
import type { Level } from '@trailside/domain/admissions/admissions.types';

const listOf = (result: unknown) => {
  const list = field(result, 'waitingList');
  return waitingListName(text(list.level) as Level, text(list.startTerm));
};

/** Joining a list is in the trail as the stage change it is (FamiliesService.setStage); a move and the settings here. */
export const WAITING_LIST_AUDIT = {
  join: { describe: () => null } satisfies AuditSpec,
  move: {
    describe: ({ body, result }) => {
      const entry = ((field(result, 'waitingList').entries ?? []) as { studentId: string; studentName: string; place: number }[]).find((one) => one.studentId === body.studentId);
      return event(
        'move',
        'waiting-list',
        [text(body.studentId)],
        `moved ${quoted(entry?.studentName)} ${text(body.direction)} to number ${entry?.place ?? '?'} on the waiting list for ${listOf(result)}, because ${quoted(body.reason, 120)}`,
      );
    },
  } satisfies AuditSpec,
  settings: {
    describe: ({ result }) => {
      const list = field(result, 'waitingList');
      return event(
        'update',
        'waiting-list',
        [`${text(list.level)}:${text(list.startTerm)}`],
        `set ${String(list.places)} places for ${listOf(result)}, siblings of enrolled students ${list.siblingsFirst ? 'first' : 'in date order'}`,
      );
    },
  } satisfies AuditSpec,
};
