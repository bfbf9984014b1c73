// Jest orders a fresh checkout's test files by size (it has no timings yet), which puts the fuzzing, a short
// file that runs for a minute, last and alone on one worker while the other waits. Suites known to run long
// start first; the rest keep jest's own order (by last run's timings when it has them, else by size).
import Sequencer from '@jest/test-sequencer';

/** Files that run far longer than their size suggests, longest first. */
const LONG_RUNNING = ['fuzz.e2e-spec.ts', 'bench-scale.e2e-spec.ts', 'mail-delivery.e2e-spec.ts', 'hostile-calendar.e2e-spec.ts', 'sample-content.e2e-spec.ts', 'faults.e2e-spec.ts', 'uploads-s3.e2e-spec.ts', 'access-matrix.e2e-spec.ts', 'contact.e2e-spec.ts'];

const rank = (test) => {
  const index = LONG_RUNNING.findIndex((name) => test.path.endsWith(`/${name}`));
  return index === -1 ? LONG_RUNNING.length : index;
};

class SlowFirstSequencer extends Sequencer {
  sort(tests) {
    const ordered = super.sort(tests);
    // Array.prototype.sort is stable: within the same rank, jest's order stands.
    return [...ordered].sort((a, b) => rank(a) - rank(b));
  }
}

export default SlowFirstSequencer;
