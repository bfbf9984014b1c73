/** What each route tells the layout: the title for the breadcrumb banner and the browser tab. */
export interface RouteHandle {
  title: string;
}
