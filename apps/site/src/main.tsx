import { validateWithoutEval } from '@trailside/domain/validation/without-eval';
import '@trailside/ui/theme/tokens.css';
import './styles/global.css';

/** The `<template>` in which the API's SiteRenderer names the scripts of the page it rendered (never fetched while inert). */
const PAGE_SCRIPTS_ELEMENT_ID = 'page-scripts';

/** How long the scripts wait at most for the page's main picture, so a stalled picture never leaves the page inert. */
const MAIN_PICTURE_WAIT_MS = 3000;

/**
 * Calls `start` once the page's main picture (the one image it fetches with high priority) has arrived, or
 * at once on a page without one. On a slow phone connection the picture, which is what a visitor looks at
 * first, then has the line to itself instead of sharing it with the scripts, which the page, drawn by the
 * server, does not need to be read.
 */
function afterMainPicture(start: () => void) {
  const picture = document.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');
  if (!picture || picture.complete) return start();
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    start();
  };
  picture.addEventListener('load', startOnce, { once: true });
  picture.addEventListener('error', startOnce, { once: true });
  setTimeout(startOnce, MAIN_PICTURE_WAIT_MS);
}

validateWithoutEval();
afterMainPicture(() => {
  // The page's own modules start loading beside the app's.
  const pageScripts = document.getElementById(PAGE_SCRIPTS_ELEMENT_ID);
  if (pageScripts instanceof HTMLTemplateElement) document.head.append(pageScripts.content);
  void import('./app/start').then(({ startApp }) => startApp());
});
