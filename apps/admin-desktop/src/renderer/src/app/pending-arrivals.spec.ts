import { arrivalsSince } from './pending-arrivals';

const summary = (total: number, latest: number | null) => ({ pending: { comment: total, testimonial: 0 }, total, latest });

describe('arrivalsSince', () => {
  it('should not call the first read news', () => {
    expect(arrivalsSince(null, summary(4, 100))).toEqual({ arrived: 0, seen: { latest: 100, total: 4 } });
  });

  it.each([
    ['two new items', { latest: 100, total: 4 }, summary(6, 130), 2],
    ['one new item while staff approved two', { latest: 100, total: 4 }, summary(3, 130), 1],
    ['the first item after an empty inbox', { latest: null, total: 0 }, summary(1, 90), 1],
    ['items put back by an undo', { latest: 100, total: 2 }, summary(4, 100), 0],
    ['an older item restored after the newest was approved', { latest: 100, total: 2 }, summary(3, 80), 0],
    ['an emptied inbox', { latest: 100, total: 2 }, summary(0, null), 0],
  ])('%s: %p arrived', (_case, seen, now, arrived) => {
    expect(arrivalsSince(seen, now).arrived).toBe(arrived);
  });

  it('should remember the newest item ever seen, so one put back later is not news again', () => {
    const { seen } = arrivalsSince({ latest: 100, total: 2 }, summary(1, 80));
    expect(seen).toEqual({ latest: 100, total: 1 });
    expect(arrivalsSince(seen, summary(2, 100)).arrived).toBe(0);
  });
});
