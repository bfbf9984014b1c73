import { LEVEL_NAMES, type Level, startTermName } from './admissions.types';

/** One student waiting for a place, as the order reads them. */
export interface WaitingEntry {
  studentId: string;
  /** A brother or sister of this student is enrolled at the school. */
  sibling: boolean;
  /** When the family's application was complete (ISO 8601). */
  completedAt: string;
  /** The place (1-based) staff moved the student to, or null while the school's order places them. */
  manualPlace: number | null;
  /** When staff last moved the student (ISO 8601): of two moved to the same place, the later move has it. */
  movedAt: string | null;
}

/** How the school orders its waiting lists (the console's settings of each list). */
export interface WaitingOrderSettings {
  /** Siblings of enrolled students go first (on unless the school turns it off). */
  siblingsFirst: boolean;
}

/** A list is one level and one start term: "Primary K-2, September 2027". */
export const waitingListName = (level: Level, startTerm: string) => `${LEVEL_NAMES[level]}, ${startTermName(startTerm)}`;

const bySchoolOrder =
  ({ siblingsFirst }: WaitingOrderSettings) =>
  (a: WaitingEntry, b: WaitingEntry) =>
    (siblingsFirst ? Number(b.sibling) - Number(a.sibling) : 0) || a.completedAt.localeCompare(b.completedAt) || a.studentId.localeCompare(b.studentId);

/**
 * The waiting list in order, first place first: the school's order (siblings of enrolled students first when the
 * school says so, then the date the application was complete), with the students staff moved kept at the place they
 * were moved to. A manual place is a stored rank that overrides the computed order: the others fill the places
 * around it in the school's order, so a sibling who applies later still goes ahead of every unmoved family but never
 * pushes a moved one from its place. A place past the end of the list is the last; two moved to one place: the later
 * move has it, the earlier comes next.
 */
export function waitingOrder<T extends WaitingEntry>(entries: readonly T[], settings: WaitingOrderSettings): T[] {
  const moved = entries
    .filter((entry) => entry.manualPlace !== null)
    // Placed in turn, each at its index: for one place, the later move goes in last and so ends up first.
    .sort((a, b) => (a.manualPlace ?? 0) - (b.manualPlace ?? 0) || (a.movedAt ?? '').localeCompare(b.movedAt ?? ''));
  const order = entries.filter((entry) => entry.manualPlace === null).sort(bySchoolOrder(settings));
  for (const entry of moved) order.splice(Math.min(Math.max((entry.manualPlace ?? 1) - 1, 0), order.length), 0, entry);
  return order;
}

/** Each student's place (1-based) in the list, by the one order above: the console and the family read the same number. */
export function waitingPlaces(entries: readonly WaitingEntry[], settings: WaitingOrderSettings): Map<string, number> {
  return new Map(waitingOrder(entries, settings).map((entry, index) => [entry.studentId, index + 1]));
}

export type MoveDirection = 'up' | 'down';

/** The place a student moved one step `direction` goes to (1 stays 1; the last stays last), or null if not on the list. */
export function placeAfterMove(entries: readonly WaitingEntry[], settings: WaitingOrderSettings, studentId: string, direction: MoveDirection): number | null {
  const place = waitingPlaces(entries, settings).get(studentId);
  if (place === undefined) return null;
  return direction === 'up' ? Math.max(1, place - 1) : Math.min(entries.length, place + 1);
}

/** Places still open in a list: the places staff set, less the offers not yet lapsed or declined and the students enrolled. */
export const placesLeft = (places: number, taken: number) => Math.max(0, places - taken);
