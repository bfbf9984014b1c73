import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { Injectable, Logger } from '@nestjs/common';
import { CALENDAR_ERRORS } from '@trailside/domain/calendar/calendar.messages';
import { ICS_LIMITS } from '@trailside/domain/calendar/calendar.rules';
import { problem } from '../common/errors/problem';
import type { IcsContents } from './ics-file';
import type { IcsWork, IcsWorkResult } from './ics-worker';

/**
 * The worker's compiled file, beside this one in the build. The API's jest suites run the TypeScript sources, where
 * no compiled worker sits beside them: they use the build's (`npm run build` first, as the suites need it anyway).
 */
const WORKER_FILE = __filename.endsWith('.ts') ? join(__dirname, '../../dist/calendar/ics-worker.js') : join(__dirname, 'ics-worker.js');

/** How many files are read at once; more wait their turn (each worker is a thread and up to ICS_LIMITS.memoryMb). */
const AT_ONCE = 2;

/**
 * Reads imported .ics files (ics-file.ts) each in a worker thread of its own, with a deadline (from the moment the
 * worker begins reading) and a memory limit:
 * a file built to hold the server (a time zone changing its clocks every second, a series that never happens,
 * hundreds of thousands of parts) stops there with a 400 that says so, and the API answers everyone else meanwhile.
 */
@Injectable()
export class IcsReader {
  private readonly logger = new Logger('IcsReader');
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  async read(text: string, schoolTimeZone: string): Promise<IcsContents> {
    if (this.running >= AT_ONCE) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running += 1;
    try {
      if (!existsSync(WORKER_FILE)) throw new Error(`The calendar import's worker is missing at ${WORKER_FILE}: run \`npm run build\`.`);
      return await readInWorker(WORKER_FILE, { text, schoolTimeZone } satisfies IcsWork, ICS_LIMITS.deadlineMs, (message) => this.logger.warn(message));
    } finally {
      this.running -= 1;
      this.waiting.shift()?.();
    }
  }
}

/**
 * Runs `file` in a worker thread with `workerData`, within ICS_LIMITS.memoryMb, and settles with what it answers
 * (IcsWorkResult): its contents, or a 400 saying why the file cannot be imported; a 400 too when it runs out of
 * memory, or is still reading `deadlineMs` after it said it began (the worker is then stopped, whatever it is doing).
 * `warn` hears what went wrong that is no fault of the file's.
 */
export function readInWorker(file: string, workerData: unknown, deadlineMs: number, warn: (message: string) => void): Promise<IcsContents> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(file, {
      workerData,
      resourceLimits: { maxOldGenerationSizeMb: ICS_LIMITS.memoryMb, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
    });
    let settled = false;
    let deadline: NodeJS.Timeout | undefined;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      void worker.terminate();
      outcome();
    };
    const refuse = (message: string) => settle(() => reject(problem(400, 'VALIDATION_FAILED', message)));
    worker.on('message', (result: IcsWorkResult) => {
      if ('reading' in result) deadline = setTimeout(() => refuse(CALENDAR_ERRORS.tooSlow), deadlineMs);
      else if ('contents' in result) settle(() => resolve(result.contents));
      else if ('problem' in result) refuse(result.problem);
      else {
        warn(`An imported calendar file could not be read: ${result.failed}`);
        refuse(CALENDAR_ERRORS.unreadableFile);
      }
    });
    worker.once('error', (error: Error & { code?: string }) => {
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') return refuse(CALENDAR_ERRORS.tooMuchMemory);
      warn(`An imported calendar file stopped its reader: ${error.message}`);
      refuse(CALENDAR_ERRORS.unreadableFile);
    });
    worker.once('exit', () => refuse(CALENDAR_ERRORS.unreadableFile));
  });
}
