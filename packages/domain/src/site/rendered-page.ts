/**
 * The elements by which a page the API renders (apps/api/src/site/site-renderer.ts) hands the site's scripts what
 * they start from. Both sides name them from here.
 */

/** The `<script type="application/json">` holding the state the page was drawn from (apps/site/src/app/app-state.ts). */
export const APP_STATE_ELEMENT_ID = 'app-state';

/** The inert `<template>` naming the page's scripts, which the page's first script (apps/site/src/boot.ts) loads. */
export const PAGE_SCRIPTS_ELEMENT_ID = 'page-scripts';
