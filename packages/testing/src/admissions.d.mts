import type { APIRequestContext } from '@playwright/test';

type Level = 'primary' | 'secondary' | 'middle';
type Guardian = { name: string; email: string };

interface FamilyFacts {
  /** The API's address; '' when the request context's base is the site. */
  api?: string;
  /** A staff member's. */
  headers: Record<string, string>;
  surname: string;
  /** The child's first name. */
  firstName?: string;
  level?: Level;
  startTerm: string;
  /** The guardians' first names, e.g. ['Priya', 'Sam']; one, Sam, when not given. */
  guardians?: string[];
}

interface AppliedFamily {
  familyId: string;
  studentId: string;
  /** The first guardian's address. */
  email: string;
  guardians: Guardian[];
  /** The child's full name. */
  name: string;
}

interface OfferFacts extends FamilyFacts {
  /** What staff offer; General Education from the start term's first day when not given. */
  offer?: { className?: string; startDate?: string; deposit?: string | null; daysToAnswer?: number };
}

export declare function appliedFamily(request: APIRequestContext, family: FamilyFacts): Promise<AppliedFamily>;

export declare function offeredFamily(request: APIRequestContext, family: OfferFacts): Promise<AppliedFamily>;

export declare function familyAcceptsOffer(
  request: APIRequestContext,
  /** `dataDir`: the data folder of the API whose outbox holds the offer's mail, when not the run's shared one. */
  family: OfferFacts & { dataDir?: string },
): Promise<AppliedFamily>;

export declare const newSurname: (stem: string) => string;
