import { useId, type ReactNode } from 'react';
import { VIEW_LABELS, type ConsoleView } from '../../../../preload/console-api';

interface ViewPageProps {
  /** One of the menu's views, named as the menu names it, or (an Admissions view, a page within one) the heading itself. */
  view: ConsoleView | { heading: string };
  /** One sentence on what the view is for, under its heading. */
  intro: string;
  children?: ReactNode;
}

/** A view's page: its name as the heading (the same one the sidebar and the menu show) and what it is for. */
export function ViewPage({ view, intro, children }: ViewPageProps) {
  const headingId = useId();
  return (
    <section className="view" aria-labelledby={headingId}>
      <h1 id={headingId}>{typeof view === 'string' ? VIEW_LABELS[view] : view.heading}</h1>
      <p className="view__intro">{intro}</p>
      {children}
    </section>
  );
}
