import type { Timestamp } from '../api/timestamp';
import type { FamilyEventKind, Level, Stage } from './admissions.types';
import type { DocumentType } from './applications.rules';

/**
 * One child on the family's status page (the private link). A block of its own per child, so the waiting list's
 * place and an offer can join it later.
 */
export interface ApplicationChildStatus {
  studentId: string;
  firstName: string;
  level: Level;
  startTerm: string;
  stage: Stage;
}

/** What the private link shows: when the application was made and confirmed, and each child. */
export interface ApplicationStatus {
  createdAt: Timestamp;
  completedAt: Timestamp | null;
  /** `waitingPlace`: the child's place (1-based) on their waiting list while they are on it, by the order staff see. */
  children: (ApplicationChildStatus & { waitingPlace: number | null })[];
}

/** A child as staff read an application. */
export interface ApplicationChild extends ApplicationChildStatus {
  lastName: string;
  dateOfBirth: string | null;
  previousSchool: string;
}

export interface ApplicationGuardian {
  name: string;
  email: string;
  phone: string;
  verified: boolean;
}

export interface ApplicationDocument {
  id: string;
  name: string;
  contentType: DocumentType;
  size: number;
}

/** A line of the family's timeline, as the console shows it. */
export interface ApplicationTimelineLine {
  at: Timestamp;
  kind: FamilyEventKind;
  text: string;
  actorName: string | null;
}

/** A completed application in the staff's list. */
export interface ApplicationSummary {
  id: string;
  familyId: string;
  familyName: string;
  guardianName: string;
  completedAt: Timestamp;
  children: ApplicationChild[];
  documentCount: number;
}

/** One application, opened by staff. */
export interface ApplicationDetail extends ApplicationSummary {
  createdAt: Timestamp;
  note: string;
  guardians: ApplicationGuardian[];
  documents: ApplicationDocument[];
  timeline: ApplicationTimelineLine[];
}
