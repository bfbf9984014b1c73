import { createContext, useContext, useState, type ReactNode } from 'react';

interface Scope {
  prefix: string;
  count: number;
}

/** Outside any IdScope (the staff console, which the browser alone draws): one count for the whole window. */
const IdScopeContext = createContext<Scope>({ prefix: 'id', count: 0 });

/**
 * An id to tie a label, a description or a list to its control, the same in the server's HTML and in the
 * browser. Like React's useId, but counted within the nearest IdScope rather than in the order components
 * happen to be drawn: a part of the page the browser hydrates later than the server drew it (the site's
 * HydrationTurn) still gets the ids the server gave it.
 */
export function useStableId(): string {
  const scope = useContext(IdScopeContext);
  // Counted once, when the component is first drawn; the same order on the server and in the browser.
  const [id] = useState(() => `${scope.prefix}-${scope.count++}`);
  return id;
}

/** Starts a count of ids of its own for what it holds, named after its place in the scope around it. */
export function IdScope({ children }: { children: ReactNode }) {
  const place = useStableId();
  const [scope] = useState<Scope>(() => ({ prefix: place, count: 0 }));
  return <IdScopeContext.Provider value={scope}>{children}</IdScopeContext.Provider>;
}

/** A page's ids counted from the start, on the server (which draws many pages) as in the browser. */
export function IdRoot({ children }: { children: ReactNode }) {
  const [scope] = useState<Scope>(() => ({ prefix: 'id', count: 0 }));
  return <IdScopeContext.Provider value={scope}>{children}</IdScopeContext.Provider>;
}
