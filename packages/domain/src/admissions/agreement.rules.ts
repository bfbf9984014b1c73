import { dayText } from '../calendar/calendar-text';
import { nameKey } from '../text/person-name';
import { AGREEMENT_MESSAGES } from './agreement.messages';
import { AGREEMENT_FIELDS, type AgreementFacts, type AgreementField, type AgreementSignature } from './agreement.types';

/** `{{family}}`, `{{ family }}`: a field, its name between double braces. */
const FIELD = /\{\{\s*([^{}]*?)\s*\}\}/g;

const isField = (name: string): name is AgreementField => (AGREEMENT_FIELDS as readonly string[]).includes(name);

/** The names between double braces that are not fields, each once, as written. */
export function unknownAgreementFields(template: string): string[] {
  const unknown = [...template.matchAll(FIELD)].map((match) => match[1]).filter((name) => !isField(name));
  return [...new Set(unknown)];
}

/** What is wrong with a template staff want to save, in words they can act on; null when it can be filled. */
export function agreementTemplateProblem(template: string): string | null {
  const unknown = unknownAgreementFields(template);
  return unknown.length ? AGREEMENT_MESSAGES.unknownFields(unknown) : null;
}

/**
 * The agreement's text: the template with each field replaced by its fact. Templates are checked when saved, so an
 * unknown field here is a mistake in the code, not the school's: it throws rather than sign a text with a hole.
 */
export function fillAgreement(template: string, facts: AgreementFacts): string {
  const problem = agreementTemplateProblem(template);
  if (problem) throw new Error(problem);
  return template.replace(FIELD, (_match, name: AgreementField) => facts[name]);
}

/** "Ada", "Ada and Ben", "Ada, Ben and Cy". */
export function namesText(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** "$584", or "$584.50" when there are cents: as the classes page prints fees. */
export const tuitionText = (amount: number): string => `$${Number.isInteger(amount) ? amount : amount.toFixed(2)}`;

export interface AgreementSubject {
  guardianNames: readonly string[];
  childNames: readonly string[];
  className: string;
  /** YYYY-MM-DD. */
  startDate: string;
  monthlyTuition: number;
}

/** The facts of one family's agreement, written as the text will read them. */
export function agreementFactsOf(subject: AgreementSubject): AgreementFacts {
  return {
    family: namesText(subject.guardianNames),
    children: namesText(subject.childNames),
    class: subject.className,
    start: dayText(subject.startDate),
    tuition: tuitionText(subject.monthlyTuition),
  };
}

/** A signature counts when the typed name is the guardian's on record, whatever the capitals and spaces. */
export const sameSignatureName = (typed: string, onRecord: string): boolean => nameKey(typed) === nameKey(onRecord) && nameKey(typed) !== '';

/** The guardians who have not signed yet, in the agreement's order. */
export const stillToSign = (signatures: readonly AgreementSignature[]): string[] =>
  signatures.filter((signature) => signature.signedAt === null).map((signature) => signature.guardianName);
