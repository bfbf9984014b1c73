import { timelineLayout } from './flyer-timeline';

const DAY = 86_400;
const T0 = 1_800_000_000;
const flyer = (id: string, launchDay: number, eventDay: number) => ({ id, launchDate: { seconds: T0 + launchDay * DAY }, eventDate: { seconds: T0 + eventDay * DAY } });

describe('timelineLayout', () => {
  it('should span the earliest launch to the latest event, with a day either side', () => {
    const layout = timelineLayout([flyer('a', 0, 8)], { seconds: T0 + 4 * DAY });
    expect(layout).toEqual({ start: T0 - DAY, end: T0 + 9 * DAY, lanes: 1, marker: 50, bars: [{ id: 'a', left: 10, width: 80, lane: 0 }] });
  });

  it('should stretch to show a previewed moment outside every flyer', () => {
    const layout = timelineLayout([flyer('a', 0, 8)], { seconds: T0 + 19 * DAY });
    expect(layout.end).toBe(T0 + 20 * DAY);
    expect(layout.marker).toBeCloseTo(95.24, 2);
    expect(layout.bars[0]).toMatchObject({ left: 4.76, width: 38.1 });
  });

  it.each([
    ['apart', 1, [flyer('a', 0, 4), flyer('b', 6, 10)], { a: 0, b: 0 }],
    ['one going up as the other event begins', 1, [flyer('a', 0, 4), flyer('b', 4, 10)], { a: 0, b: 0 }],
    ['overlapping', 2, [flyer('a', 0, 5), flyer('b', 4, 10)], { a: 0, b: 1 }],
    ['three at once, listed out of order', 3, [flyer('c', 2, 9), flyer('a', 0, 10), flyer('b', 1, 3)], { a: 0, b: 1, c: 2 }],
    ['a row freed for a later flyer', 2, [flyer('a', 0, 10), flyer('b', 1, 3), flyer('c', 5, 8)], { a: 0, b: 1, c: 1 }],
  ])('should put flyers %s in %i row(s)', (_, count, events, lanes) => {
    const layout = timelineLayout(events, { seconds: T0 });
    expect(Object.fromEntries(layout.bars.map((bar) => [bar.id, bar.lane]))).toEqual(lanes);
    expect(layout.lanes).toBe(count);
  });

  it('should keep a flyer that goes up at its event visible', () => {
    expect(timelineLayout([flyer('a', 0, 0)], { seconds: T0 }).bars[0]?.width).toBe(0.75);
  });

  it('should show an empty axis around the moment when there are no flyers', () => {
    expect(timelineLayout([], { seconds: T0 })).toEqual({ start: T0 - DAY, end: T0 + DAY, bars: [], lanes: 1, marker: 50 });
  });
});
