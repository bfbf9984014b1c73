import type { RouteModuleName } from './site-pages';

/** What each route tells the layout: the title for the breadcrumb banner and the browser tab. */
export interface RouteHandle {
  title: string;
  /** The page's module (src/app/routes/<module>.tsx), whose files the server preloads. */
  module: RouteModuleName;
  /** A page for one signed-in person (sign-in forms, the admin page): the browser renders it, never the server. */
  clientOnly?: boolean;
}
