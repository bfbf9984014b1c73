/**
 * The page's first script. The build writes it into index.html's head as an inline script (vite.config.ts,
 * `inlineHead`), so it runs with the page's first bytes and the page asks for no script before its main picture
 * is on the screen. It holds a visitor's early taps (lib/early-actions.ts), waits for the main picture, loads the
 * page's modules, which the server names in `<template id="page-scripts">`, and only then runs the site's entry
 * (main.ts, whose address the build writes into `data-entry`).
 *
 * React has no part in any of this: it starts only once its scripts are in. On a slow phone connection the picture,
 * which is what a visitor looks at first, then has the line to itself instead of sharing it with 150 KB of scripts
 * that the page, drawn by the server, does not need to be read; and the main thread is free to draw it. An entry
 * fetched from the head (as Vite writes it) was asked for with the page's first bytes, on a connection of its own:
 * in Lighthouse's model of a phone that cost home's LCP about 0.2 s on one load in two (0.94 s without, 1.15 s with).
 */
import { PAGE_SCRIPTS_ELEMENT_ID } from '@trailside/domain/site/rendered-page';
import { MAIN_PICTURE_TIMING } from '@trailside/ui/responsive-image/main-picture';
import { holdEarlyActions } from './lib/early-actions';
import { nextTask } from './lib/next-task';

/** How long the scripts wait at most for the page's main picture, so a stalled picture never leaves the page inert. */
const MAIN_PICTURE_WAIT_MS = 3000;

/** How long the scripts wait at most, once the main picture is ready, for the browser to report it on the screen. */
const PAINT_REPORT_WAIT_MS = 1000;

/** How many of the page's modules are asked for in one task: the browser starts each request on the spot. */
const MODULES_PER_TASK = 8;

/** Calls `then` once the browser has drawn the next frame (a timer set from a frame's callback runs after it is drawn). */
const afterNextFrame = (then: () => void) => requestAnimationFrame(() => setTimeout(then, 0));

/** Calls `then` once the whole page has been read (this script runs before the body is). */
const whenParsed = (then: () => void) =>
  document.readyState === 'loading' ? document.addEventListener('DOMContentLoaded', then, { once: true }) : then();

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
 * or the page has been drawn, on a page without one.
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

/** Settles once `link` has loaded (or failed to). */
const loaded = (link: Element) =>
  new Promise<void>((settle) => {
    link.addEventListener('load', () => settle(), { once: true });
    link.addEventListener('error', () => settle(), { once: true });
  });

/**
 * Asks for the page's modules (the entry's, the app's and the page's, named by the server), a few at a time, and
 * settles once they are all in. A preloaded module is compiled as it arrives, away from the main thread; a module
 * imported before it is in is compiled on the main thread as it is evaluated, which made React's start one long task.
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

/** Runs the site's entry (main.ts), which starts the app. */
function runEntry(address: string) {
  const script = document.createElement('script');
  script.type = 'module';
  script.src = address;
  document.head.append(script);
}

const entry = document.currentScript?.dataset.entry;
holdEarlyActions('#root');
if (entry) whenParsed(() => afterMainPicture(() => void preloadPageModules().then(() => runEntry(entry))));
