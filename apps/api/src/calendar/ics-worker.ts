import { parentPort, workerData } from 'node:worker_threads';
import { IcsFileProblem, readIcsFile } from './ics-file';

/** What IcsReader hands the worker, and what the worker answers: the file's contents, or why it cannot be imported. */
export interface IcsWork {
  text: string;
  schoolTimeZone: string;
}
export type IcsWorkResult = { reading: true } | { contents: ReturnType<typeof readIcsFile> } | { problem: string } | { failed: string };

// One file, read in this worker's own thread and heap, so whatever the file does to ical.js, the API's event loop
// answers everyone else meanwhile and IcsReader can stop it at the deadline, which runs from here: how long the
// worker took to load its modules (seconds on a busy machine) is not the file's doing.
const { text, schoolTimeZone } = workerData as IcsWork;
parentPort!.postMessage({ reading: true } satisfies IcsWorkResult);
let result: IcsWorkResult;
try {
  result = { contents: readIcsFile(text, schoolTimeZone) };
} catch (error) {
  result = error instanceof IcsFileProblem ? { problem: error.message } : { failed: (error as Error).message };
}
parentPort!.postMessage(result);
