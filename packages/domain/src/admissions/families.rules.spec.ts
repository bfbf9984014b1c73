import { boardStartTerms } from './families.rules';

describe('boardStartTerms', () => {
  it('should offer the past year\'s terms and the coming ones', () => {
    expect(boardStartTerms('2026-11-29')).toEqual(['2026-01', '2026-09', '2027-01', '2027-09', '2028-01', '2028-09']);
  });
});
