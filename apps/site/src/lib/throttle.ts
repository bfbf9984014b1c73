/** Spec section 9: scroll and resize handlers run at most every 250 ms. */
export const SCROLL_THROTTLE_MS = 250;

/** Runs `fn` at most once per `ms`, always finishing with a trailing call so the last state is seen. */
export function throttle(fn: () => void, ms: number) {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const throttled = () => {
    const wait = ms - (Date.now() - last);
    if (wait <= 0) {
      last = Date.now();
      fn();
    } else if (timer === undefined) {
      timer = setTimeout(() => {
        timer = undefined;
        last = Date.now();
        fn();
      }, wait);
    }
  };
  throttled.cancel = () => clearTimeout(timer);
  return throttled;
}
