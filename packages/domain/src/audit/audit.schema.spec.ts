import { validate } from '../validation/validate';
import { MAX_AUDIT_SUMMARY_LENGTH, shortSummary } from './audit.rules';
import { auditQuerySchema } from './audit.schema';

describe('auditQuerySchema', () => {
  it('should default to the first 50 entries of everyone', () => {
    expect(validate(auditQuerySchema, {})).toEqual({ ok: true, data: { limit: 50, offset: 0 } });
  });

  it('should read a bare day as UTC, and a "to" day as the whole of that day', () => {
    const result = validate(auditQuerySchema, { from: '2026-11-23', to: '2026-11-23', limit: '10', offset: '20', action: 'approve' });
    expect(result).toEqual({
      ok: true,
      data: { from: new Date('2026-11-23T00:00:00.000Z'), to: new Date('2026-11-23T23:59:59.999Z'), limit: 10, offset: 20, action: 'approve' },
    });
  });

  it('should take a full ISO moment as it is', () => {
    const result = validate(auditQuerySchema, { from: '2026-11-23T08:30:00+02:00' });
    expect(result).toMatchObject({ ok: true, data: { from: new Date('2026-11-23T06:30:00.000Z') } });
  });

  it.each([
    [{ from: '2026-02-30' }, 'Please give dates as YYYY-MM-DD or a full ISO date and time'],
    [{ to: 'last week' }, 'Please give dates as YYYY-MM-DD or a full ISO date and time'],
    [{ from: '2026-11-24', to: '2026-11-23' }, 'The "from" date must come before the "to" date'],
    [{ entityKind: 'pony' }, expect.stringContaining('Please choose one of the kinds of record')],
  ])('should refuse %p', (query, message) => {
    expect(validate(auditQuerySchema, query)).toMatchObject({ ok: false, message });
  });
});

describe('shortSummary', () => {
  it('should keep a short text whole, in one line', () => {
    expect(shortSummary('approved\n the comment')).toBe('approved the comment');
  });

  it('should cut a long one with an ellipsis, within the column', () => {
    const cut = shortSummary('x'.repeat(1000));
    expect(cut).toHaveLength(MAX_AUDIT_SUMMARY_LENGTH);
    expect(cut.endsWith('…')).toBe(true);
  });
});
