import type { APIRequestContext } from '@playwright/test';

export declare function familyAcceptsOffer(family: {
  surname: string;
  /** The guardians' first names, e.g. ['Priya', 'Sam']. */
  guardians: string[];
  /** The child's first name. */
  child: string;
  /** Where the mailed links point (the site's address); the API's own otherwise. */
  publicUrl?: string;
  /** The data folder of the API to add it to, when not the run's shared one. */
  dataDir?: string;
}): Promise<{ familyId: string; studentIds: string[]; agreementId: string; guardians: { name: string; email: string }[] }>;

export declare function appliedFamily(
  request: APIRequestContext,
  family: { api?: string; headers: Record<string, string>; surname: string; firstName?: string; level?: 'primary' | 'secondary' | 'middle'; startTerm: string },
): Promise<{ familyId: string; studentId: string; email: string; name: string }>;

export declare const newSurname: (stem: string) => string;
