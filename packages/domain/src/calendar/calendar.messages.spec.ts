import { importCountsText } from './calendar.messages';

describe('importCountsText', () => {
  it('should say the three counts, and the events that stay deleted only when there are some', () => {
    expect(importCountsText({ counts: { new: 30, changed: 0, unchanged: 0, deleted: 0 } })).toBe('30 new, 0 changed, 0 unchanged');
    expect(importCountsText({ counts: { new: 0, changed: 1, unchanged: 28, deleted: 1 } })).toBe('0 new, 1 changed, 28 unchanged, 1 deleted here (it stays deleted)');
    expect(importCountsText({ counts: { new: 0, changed: 0, unchanged: 27, deleted: 3 } })).toBe('0 new, 0 changed, 27 unchanged, 3 deleted here (they stay deleted)');
  });
});
