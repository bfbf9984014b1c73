import { z } from 'zod';
import { validate } from '../validation/validate';
import { cursorPageQuery, mayHaveMore, nextCursorOf } from './cursor-page';

describe('cursorPageQuery', () => {
  const schema = z.object(cursorPageQuery({ fallback: 12, max: 50, limitMessage: 'Ask for 1 to 50', afterMessage: 'after names the last one you have' }));

  it('should ask for the fallback from the start when nothing is given', () => {
    expect(validate(schema, {})).toEqual({ ok: true, data: { limit: 12 } });
  });

  it('should read a limit sent as text, and the id to continue after', () => {
    expect(validate(schema, { limit: '20', after: ' abc ' })).toEqual({ ok: true, data: { limit: 20, after: 'abc' } });
  });

  it.each([
    ['no items', { limit: '0' }, 'Ask for 1 to 50'],
    ['more than the most', { limit: '51' }, 'Ask for 1 to 50'],
    ['a fraction', { limit: '2.5' }, 'Ask for 1 to 50'],
    ['a word', { limit: 'all' }, 'Ask for 1 to 50'],
    ['a blank after', { after: ' ' }, 'after names the last one you have'],
    ['an after longer than any id', { after: 'x'.repeat(101) }, 'after names the last one you have'],
  ])('should refuse %s', (_case, input, message) => {
    const result = validate(schema, input);
    expect(result.ok ? null : result.message).toBe(message);
  });
});

describe('mayHaveMore and nextCursorOf', () => {
  it.each([
    ['a full page', ['a', 'b', 'c'], 3, true, 'c'],
    ['a short page', ['a', 'b'], 3, false, null],
    ['an empty page', [], 3, false, null],
  ])('%s may have more: %p', (_case, ids, limit, more, cursor) => {
    expect(mayHaveMore(ids.length, limit)).toBe(more);
    expect(nextCursorOf(ids.map((id) => ({ id })), limit)).toBe(cursor);
  });
});
