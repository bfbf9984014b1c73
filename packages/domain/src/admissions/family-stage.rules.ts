import { STAGES, type Stage } from './admissions.types';

const FINAL: readonly Stage[] = ['declined', 'closed'];

/**
 * The stage a family shows on the staff's board: the furthest stage of a child still in admissions; when every child
 * has declined or been closed, closed (declined only if every one declined); with no child named yet (an enquiry, a
 * visit booked before the family applied), the family's own stage.
 */
export function familyStageOf(studentStages: readonly Stage[], ownStage: Stage): Stage {
  if (!studentStages.length) return ownStage;
  const open = studentStages.filter((stage) => !FINAL.includes(stage));
  if (!open.length) return studentStages.every((stage) => stage === 'declined') ? 'declined' : 'closed';
  return open.reduce((furthest, stage) => (STAGES.indexOf(stage) > STAGES.indexOf(furthest) ? stage : furthest));
}
