import { AGREEMENT_FIELDS, type AgreementFacts, type AgreementField } from './agreement.types';

const fieldList = AGREEMENT_FIELDS.map((field) => `{{${field}}}`);
const listed = `${fieldList.slice(0, -1).join(', ')} and ${fieldList.at(-1)}`;

export const AGREEMENT_MESSAGES = {
  text: 'Please write the agreement',
  textLength: 'Please keep the agreement under 20,000 characters',
  unknownFields: (fields: readonly string[]) =>
    `The agreement has ${fields.length === 1 ? 'a field' : 'fields'} we cannot fill: ${fields.map((field) => `{{${field}}}`).join(', ')}. ` +
    `The fields are ${listed}; please correct the spelling or remove the braces.`,
  token: 'This link is incomplete. Please open the link from your email again.',
  name: 'Please type your full name to sign',
  nameLength: 'Please keep your name under 200 characters',
  textHash: 'Please reload the page: we could not tell which text you are signing',
} as const;

export const AGREEMENT_ERRORS = {
  /** Any private link that is not one of ours, or no longer is: the same words as for one that never existed. */
  notFound: 'We could not find this agreement. Please open the link from your latest email from the school.',
  nameMismatch: (onRecord: string) =>
    `The name you typed is not the name we have for you, ${onRecord}. Please type it as written here (capitals and spaces do not matter), or ask the office to correct our record.`,
  textChanged: 'The agreement changed since you opened this page. Please read it again before you sign.',
  alreadySigned: 'You have already signed this agreement. Thank you.',
  notComplete: 'The signed copy is ready once everyone has signed.',
  agreementNotFound: 'We could not find that agreement.',
  noGuardians: 'This family has no guardian to sign the agreement. Please add one first.',
  noStudents: 'Please say which children the agreement is for.',
  studentNotInFamily: 'Every child of an agreement must belong to the family.',
  alreadyWaiting: 'An agreement for this child is already waiting for signatures: the family was sent it once.',
} as const;

export const AGREEMENT_SUCCESS = {
  templateSaved: 'Agreement saved: new agreements use this text',
  signed: 'Thank you, your signature is recorded',
} as const;

/** The signing page's own words. */
export const AGREEMENT_PAGE = {
  title: 'Enrolment Agreement',
  heading: 'Your enrolment agreement',
  intro: 'Please read the agreement below. To sign it, type your full name as the school has it and press "Sign the agreement".',
  nameLabel: 'Your full name',
  signButton: 'Sign the agreement',
  hashLabel: 'Fingerprint of this text (SHA-256)',
  signaturesHeading: 'Signatures',
  notYetSigned: 'not signed yet',
  stillToSign: (names: readonly string[]) => `Still to sign: ${names.join(', ')}. We will email everyone the signed copy once they have.`,
  complete: 'Everyone has signed. Welcome to Trailside Montessori K-8!',
  download: 'Download the signed agreement (PDF)',
} as const;

/** The mails: the link to sign, then the signed copy. Each guardian gets their own. */
export const AGREEMENT_MAIL = {
  sign: {
    subject: 'Your enrolment agreement is ready to sign',
    greeting: (name: string) => `Dear ${name},`,
    body: (children: string) =>
      `We are so glad you accepted a place for ${children}. The last step is the enrolment agreement: please read it and sign it by typing your name. Each parent or guardian signs with their own link.`,
    button: 'Read and sign the agreement',
    note: 'This link is yours alone: please do not forward this email.',
  },
  signed: {
    subject: 'Your signed enrolment agreement',
    greeting: (name: string) => `Dear ${name},`,
    body: (children: string) => `Everyone has signed: ${children} is enrolled. Your signed agreement is attached to this email; please keep it.`,
  },
} as const;

/** What each field is filled with, for the console's list beside the template. */
export const AGREEMENT_FIELD_NAMES: Record<AgreementField, string> = {
  family: "the names of the family's parents or guardians who sign",
  children: 'the names of the children enrolled',
  class: 'the class offered',
  start: 'the first day, e.g. Wed 1 Sep 2027',
  tuition: 'the monthly tuition, e.g. $584',
};

/** The console's words. */
export const AGREEMENT_CONSOLE = {
  intro: 'The enrolment agreement families sign when they accept a place: its text, with fields filled in for each family, and every agreement made with who signed when.',
  textLabel: 'Agreement text',
  textHint: 'Write a field in double braces, as listed under the text; each family\'s agreement has it filled in.',
  save: 'Save the agreement',
  preview: 'Preview with sample facts',
  defaultVersion: "The school's own text: nobody has changed it yet.",
  version: (version: number, savedAt: string) => `Version ${version}, saved ${savedAt}. Agreements made earlier keep the text they were made from.`,
  noAgreements: 'No family has been sent an agreement yet.',
  download: 'Download the signed PDF',
} as const;

/** Facts that fill the console's preview. */
export const SAMPLE_AGREEMENT_FACTS: AgreementFacts = {
  family: 'Priya Parkes and Sam Parkes',
  children: 'Theo Parkes',
  class: 'Primary K-2',
  start: 'Wed 1 Sep 2027',
  tuition: '$584',
};

/** The school's own agreement until staff save theirs (CONTENT.md's voice: warm, plain, specific). */
export const DEFAULT_AGREEMENT_TEMPLATE = `Enrolment agreement between Trailside Montessori K-8 and {{family}}

We are delighted to welcome {{children}} to {{class}}, starting on {{start}}. This agreement sets out what we promise each other.

1. The place. Trailside Montessori K-8 keeps a place for {{children}} in {{class}} from {{start}}. Our classes are small, twelve to fifteen children with their teacher, and art, music, physical education, Spanish and computer/engineering are taught by specialists.

2. Tuition. Tuition is {{tuition}} a month, paid monthly, before the first school day of each month. If paying on time ever becomes hard, please talk to the office early: we would much rather find a way together.

3. The school day. School runs from 8:30am to 3:30pm. Please let the office know by 8:30am when your child will be away, and who will collect your child if it is not you.

4. Working together. Ours is a home-school model: you are your child's first teacher, and we keep you close to their work. You agree to read the school's letters, come to the family conferences, and tell us anything that helps us care for your child (health, allergies, changes at home).

5. Your child's information. We keep what you tell us only for your child's schooling and share it with no one outside the school without your consent, unless the law requires it.

6. Leaving. Either of us may end this agreement with thirty days' notice in writing. Tuition is due for those thirty days.

By typing our names below, we agree to this agreement on behalf of our family.`;
