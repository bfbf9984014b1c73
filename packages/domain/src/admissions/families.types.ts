import type { Timestamp } from '../api/timestamp';
import type { FamilyEventKind, Level, Stage, StudentStatus } from './admissions.types';

/** How many families, and how many students, stand at each stage: the staff board's columns. */
export interface StageCounts {
  families: Record<Stage, number>;
  students: Record<Stage, number>;
}

export interface GuardianView {
  id: string;
  name: string;
  email: string;
  phone: string;
  /** The guardian proved the address (a private link opened, or a verified account). */
  verified: boolean;
  /** The guardian has an account on the site linked to this record. */
  hasAccount: boolean;
  signsAgreement: boolean;
}

export interface StudentView {
  id: string;
  firstName: string;
  lastName: string;
  /** "YYYY-MM-DD", or null until the family gives it. */
  dateOfBirth: string | null;
  level: Level | null;
  /** "YYYY-MM" (startTermName says it in words). */
  startTerm: string | null;
  stage: Stage;
  status: StudentStatus;
  /** The child's own account on the site, where one is linked. */
  userId: string | null;
}

/** A family as a line of the staff's board: who they are and where each child stands. */
export interface FamilySummary {
  id: string;
  name: string;
  stage: Stage;
  updatedAt: Timestamp;
  guardians: Pick<GuardianView, 'id' | 'name' | 'email'>[];
  students: Pick<StudentView, 'id' | 'firstName' | 'lastName' | 'level' | 'startTerm' | 'stage'>[];
}

/** One line of a family's timeline. */
export interface FamilyEvent {
  id: string;
  kind: FamilyEventKind;
  text: string;
  studentId: string | null;
  /** The staff member who did it; null when the family or the website did. */
  actorName: string | null;
  at: Timestamp;
}

/** A child's account a student can be linked to: a child of one of the family's guardians' accounts. */
export interface ChildAccountChoice {
  id: string;
  name: string;
}

/** One family, for staff: its guardians, students, a page of its timeline (newest first) and the accounts its students may link to. */
export interface FamilyDetail {
  id: string;
  name: string;
  stage: Stage;
  createdAt: Timestamp;
  guardians: GuardianView[];
  students: StudentView[];
  timeline: FamilyEvent[];
  /** Every line of the timeline, not only this page's. */
  timelineTotal: number;
  childAccounts: ChildAccountChoice[];
}

/**
 * What a signed-in guardian sees of their own family on My account: the guardians (no one's address but their own)
 * and the students, with where each stands in plain words; nothing staff wrote.
 */
export interface MyFamily {
  name: string;
  /** The signed-in guardian's own record, which they may correct. */
  me: { name: string; email: string; phone: string };
  /** The other guardians, by name only. */
  otherGuardians: string[];
  students: Pick<StudentView, 'id' | 'firstName' | 'lastName' | 'dateOfBirth' | 'level' | 'startTerm' | 'stage'>[];
}
