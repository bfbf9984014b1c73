import { startTermsFrom, type StartTerm } from './admissions.types';

/**
 * The start terms the staff's board offers to filter by, from the school's today ("YYYY-MM-DD"): those of the past
 * year, whose students are still on it (enrolled, or on a waiting list that rolled on), and the next ones families apply for.
 */
export function boardStartTerms(today: string): StartTerm[] {
  const yearAgo = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
  return startTermsFrom(yearAgo, 6);
}
