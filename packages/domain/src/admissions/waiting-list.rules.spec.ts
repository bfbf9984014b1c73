import { placeAfterMove, placesLeft, type WaitingEntry, waitingListName, waitingOrder, waitingPlaces } from './waiting-list.rules';

const entry = (studentId: string, completedAt: string, fields: Partial<WaitingEntry> = {}): WaitingEntry => ({
  studentId,
  sibling: false,
  completedAt: `2026-${completedAt}T09:00:00.000Z`,
  manualPlace: null,
  movedAt: null,
  ...fields,
});
const ids = (entries: WaitingEntry[]) => entries.map((one) => one.studentId);
const siblingsFirst = { siblingsFirst: true };

describe('waitingOrder', () => {
  it('puts siblings of enrolled students first, then the earliest completed application', () => {
    const list = [entry('ada', '03-01'), entry('ben', '01-15'), entry('cy', '05-20', { sibling: true }), entry('dee', '04-02', { sibling: true })];
    expect(ids(waitingOrder(list, siblingsFirst))).toEqual(['dee', 'cy', 'ben', 'ada']);
  });

  it('orders by the completed date alone when the school turns siblings first off', () => {
    const list = [entry('ada', '03-01'), entry('cy', '05-20', { sibling: true }), entry('ben', '01-15')];
    expect(ids(waitingOrder(list, { siblingsFirst: false }))).toEqual(['ben', 'ada', 'cy']);
  });

  it('keeps a moved student at the place staff chose, the others around it in the school order', () => {
    const list = [entry('ada', '01-01'), entry('ben', '02-01'), entry('cy', '03-01', { manualPlace: 1, movedAt: '2026-06-01T00:00:00Z' }), entry('dee', '04-01')];
    expect(ids(waitingOrder(list, siblingsFirst))).toEqual(['cy', 'ada', 'ben', 'dee']);
    // A sibling who applies later goes ahead of every unmoved family, but not of the one staff moved to first place.
    const later = [...list, entry('eve', '09-01', { sibling: true })];
    expect(ids(waitingOrder(later, siblingsFirst))).toEqual(['cy', 'eve', 'ada', 'ben', 'dee']);
  });

  it('gives a place past the end the last one, and a shared place to the later move', () => {
    const list = [
      entry('ada', '01-01', { manualPlace: 2, movedAt: '2026-06-01T00:00:00Z' }),
      entry('ben', '02-01', { manualPlace: 2, movedAt: '2026-06-02T00:00:00Z' }),
      entry('cy', '03-01'),
      entry('dee', '04-01', { manualPlace: 9, movedAt: '2026-06-03T00:00:00Z' }),
    ];
    expect(ids(waitingOrder(list, siblingsFirst))).toEqual(['cy', 'ben', 'ada', 'dee']);
  });
});

describe('waitingPlaces and placeAfterMove', () => {
  const list = [entry('ada', '01-01'), entry('ben', '02-01'), entry('cy', '03-01')];

  it('numbers each student from 1 by the same order', () => {
    expect([...waitingPlaces(list, siblingsFirst)]).toEqual([['ada', 1], ['ben', 2], ['cy', 3]]);
  });

  it.each([
    ['cy', 'up', 2],
    ['ada', 'up', 1],
    ['ada', 'down', 2],
    ['cy', 'down', 3],
    ['zed', 'up', null],
  ] as const)('%s moved %s goes to %s', (studentId, direction, place) => {
    expect(placeAfterMove(list, siblingsFirst, studentId, direction)).toBe(place);
  });
});

describe('placesLeft and waitingListName', () => {
  it.each([
    [3, 1, 2],
    [3, 3, 0],
    [2, 4, 0],
  ])('%i places, %i taken: %i left', (places, taken, left) => {
    expect(placesLeft(places, taken)).toBe(left);
  });

  it('names a list as families read it', () => {
    expect(waitingListName('primary', '2027-09')).toBe('Primary K-2, September 2027');
  });
});
