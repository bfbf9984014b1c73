import { validateWithoutEval } from '@trailside/domain/validation/without-eval';
import { MAIN_PICTURE_TIMING } from '@trailside/ui/responsive-image/main-picture';
import { holdEarlyActions } from './lib/early-actions';
import { nextTask } from './lib/next-task';
import '@trailside/ui/theme/tokens.css';
import './styles/global.css';

/** The `<template>` in which the API's SiteRenderer names the scripts of the page it rendered (never fetched while inert). */
const PAGE_SCRIPTS_ELEMENT_ID = 'page-scripts';

/** How long the scripts wait at most for the page's main picture, so a stalled picture never leaves the page inert. */
const MAIN_PICTURE_WAIT_MS = 3000;

/** How long the scripts wait at most, once the main picture is ready, for the browser to report it on the screen. */
const PAINT_REPORT_WAIT_MS = 1000;

/** Calls `then` once the browser has drawn the next frame (a timer set from a frame's callback runs after it is drawn). */
const afterNextFrame = (then: () => void) => requestAnimationFrame(() => setTimeout(then, 0));

/**
 * Calls `then` once the browser reports `picture` on the screen (Element Timing), and returns false where it
 * cannot: a frame drawn is not yet a frame shown, and the scripts asked for in between would still share the line.
 */
function whenShown(picture: HTMLImageElement, then: () => void): boolean {
  if (!PerformanceObserver.supportedEntryTypes?.includes('element')) return false;
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntries().some((entry) => (entry as PerformanceEntry & { element: Element | null }).element === picture)) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type: 'element', buffered: true });
  return true;
}

/**
 * Calls `start` once the page's main picture (the one image it marks as such, see MAIN_PICTURE) is on the screen,
 * or the page has been drawn, on a page without one. On a slow phone connection the picture, which is what a
 * visitor looks at first, then has the line to itself instead of sharing it with the scripts, which the page, drawn
 * by the server, does not need to be read; and the main thread is free to draw it.
 */
function afterMainPicture(start: () => void) {
  const picture = document.querySelector<HTMLImageElement>(`#root img[elementtiming="${MAIN_PICTURE_TIMING}"]`);
  if (!picture) return afterNextFrame(start);
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    start();
  };
  const reported = whenShown(picture, startOnce);
  // decode() settles once the picture is loaded and ready to draw (or cannot be). A picture that is never shown
  // (scrolled past, a tab in the background) is not reported, so the report is awaited a while only.
  const ready = () => (reported ? setTimeout(startOnce, PAINT_REPORT_WAIT_MS) : afterNextFrame(startOnce));
  picture.decode().then(ready, () => afterNextFrame(startOnce));
  setTimeout(startOnce, MAIN_PICTURE_WAIT_MS);
}

/** How many of the page's modules are asked for in one task: the browser starts each request on the spot. */
const MODULES_PER_TASK = 8;

/** Settles once `link` has loaded (or failed to). */
const loaded = (link: Element) =>
  new Promise<void>((settle) => {
    link.addEventListener('load', () => settle(), { once: true });
    link.addEventListener('error', () => settle(), { once: true });
  });

/**
 * Asks for the page's own modules (the app's and the page's, named by the server), a few at a time, and settles
 * once they are all in. A preloaded module is compiled as it arrives, away from the main thread; a module imported
 * before it is in is compiled on the main thread as it is evaluated, which made React's start one long task.
 */
async function preloadPageModules() {
  const pageScripts = document.getElementById(PAGE_SCRIPTS_ELEMENT_ID);
  if (!(pageScripts instanceof HTMLTemplateElement)) return;
  const links = [...pageScripts.content.children];
  const arrivals = links.map(loaded);
  for (let start = 0; start < links.length; start += MODULES_PER_TASK) {
    if (start > 0) await nextTask();
    document.head.append(...links.slice(start, start + MODULES_PER_TASK));
  }
  await Promise.all(arrivals);
}

validateWithoutEval();
// React answers a tap on any part of the page once hydrateRoot has been called (hydrating that part first);
// a tap before that, while the scripts are still on their way, is held until then.
const letEarlyActionsGo = holdEarlyActions(document.getElementById('root')!);
afterMainPicture(() => {
  // The libraries are evaluated in a task of their own (app/libraries.ts), then the app's modules.
  void preloadPageModules()
    .then(() => import('./app/libraries'))
    .then(nextTask)
    .then(() => import('./app/start'))
    .then(async ({ startApp }) => {
      // The app's modules are evaluated in one task, and the app starts in the next.
      await nextTask();
      await startApp();
    })
    .finally(letEarlyActionsGo);
});
