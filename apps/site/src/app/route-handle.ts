import type { RouteModuleName } from './routes';

/** What each route tells the layout: the title for the breadcrumb banner and the browser tab. */
export interface RouteHandle {
  title: string;
  /** The page's module (src/app/routes/<module>.tsx), whose files the server preloads. */
  module: RouteModuleName;
}
