import type { TeacherSkill } from '@trailside/domain/teachers/teacher.types';

/**
 * The skills box holds one skill a line, "Spanish: 90". Lines that do not parse are passed on with
 * a NaN percent, so the shared schema reports them with its own message instead of dropping them.
 */
export function parseSkills(text: string): TeacherSkill[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const match = /^(.*?)[\s:]+(\d+(?:\.\d+)?)\s*%?$/.exec(line);
      return match ? { name: match[1]!.trim(), percent: Number(match[2]) } : { name: line, percent: Number.NaN };
    });
}
