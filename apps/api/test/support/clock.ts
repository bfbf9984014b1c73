/**
 * Moves the clock the API reads (Date only: the servers' timers, I/O and the database run as usual), so a test
 * can be at a notice's start or a DST weekend without waiting. Time flows on from the moment set.
 */
export function setClock(moment: Date | number): void {
  jest.useFakeTimers({
    now: moment,
    advanceTimers: true,
    doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
  });
}

/** Moves the clock on by `ms` from where it is now. */
export const moveClock = (ms: number) => jest.setSystemTime(Date.now() + ms);

export const realClock = () => jest.useRealTimers();
