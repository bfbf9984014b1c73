import { join } from 'node:path';
import type { HttpException } from '@nestjs/common';
import { CALENDAR_ERRORS } from '@trailside/domain/calendar/calendar.messages';
import { readInWorker } from './ics-reader';

const WORKERS = join(__dirname, '../../test/fixtures/workers');

/** The 400 a reading ended with. */
async function refusal(reading: Promise<unknown>): Promise<unknown> {
  return ((await reading.then(() => null, (error: unknown) => error)) as HttpException | null)?.getResponse();
}

describe('readInWorker', () => {
  it('should stop a reader still at work at the deadline with a 400 that says so, the event loop turning meanwhile', async () => {
    let turns = 0;
    const ticking = setInterval(() => (turns += 1), 10);
    const answer = await refusal(readInWorker(join(WORKERS, 'endless.mjs'), {}, 300, () => undefined));
    clearInterval(ticking);
    expect(answer).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message: CALENDAR_ERRORS.tooSlow });
    expect(turns).toBeGreaterThan(0);
  });

  it('should stop a reader that runs out of its memory with a 400 that says so', async () => {
    const answer = await refusal(readInWorker(join(WORKERS, 'hungry.mjs'), {}, 60_000, () => undefined));
    expect(answer).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message: CALENDAR_ERRORS.tooMuchMemory });
  });
});
