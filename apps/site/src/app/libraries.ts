/**
 * The libraries every page runs on (React, react-router, TanStack Query), which the build puts in one chunk
 * of their own (vite.config.ts). main.ts imports this module before the app's, so they are evaluated in a
 * task of their own; it names one export only, so nothing the pages do not use is kept.
 */
export { createBrowserRouter } from 'react-router-dom';
