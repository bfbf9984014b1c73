/**
 * The enrolment agreement (issue 41): staff keep its text as a template with fields; when a family accepts an offer
 * the template is filled with the family's facts, and each guardian signs that exact text by typing their name.
 */

/** The fields a template may hold, written `{{family}}` and so on, in the order the console lists them. */
export const AGREEMENT_FIELDS = ['family', 'children', 'class', 'start', 'tuition'] as const;
export type AgreementField = (typeof AGREEMENT_FIELDS)[number];

/** What each field is filled with, already written out for people ("Tue 1 Sep 2027", "$584 a month"...). */
export type AgreementFacts = Record<AgreementField, string>;

/** The template staff keep; version 0 is the school's own default, before anyone has saved one. */
export interface AgreementTemplate {
  version: number;
  text: string;
  /** ISO time of the save; null for the default. */
  savedAt: string | null;
}

export interface AgreementSignature {
  guardianName: string;
  /** The name as typed, and when, on the server's clock (ISO); null until signed. */
  signedName: string | null;
  signedAt: string | null;
}

/** What a guardian's private link shows: the exact text, its SHA-256, and who has signed. */
export interface AgreementForSigner {
  /** The guardian this link is for. */
  guardianName: string;
  text: string;
  /** Hex SHA-256 of the UTF-8 bytes of `text`, as the API computed it: what a signature is bound to. */
  textHash: string;
  signatures: AgreementSignature[];
  /** ISO time the last required guardian signed; the PDF can be downloaded from then on. */
  completedAt: string | null;
}

/** An agreement as staff see it in the console. */
export interface AgreementSummary {
  id: string;
  familyId: string;
  children: string;
  className: string;
  /** YYYY-MM-DD. */
  startDate: string;
  monthlyTuition: number;
  templateVersion: number;
  textHash: string;
  createdAt: string;
  completedAt: string | null;
  signatures: AgreementSignature[];
}
