import type { ReactNode } from 'react';
import './below-the-fold.css';

interface BelowTheFoldProps {
  children: ReactNode;
  /**
   * How tall the part is on a phone, held in its place (so the scroll bar is about right) until it is first
   * drawn; from then on the browser keeps its real height.
   */
  estimate: `${number}rem`;
}

/**
 * A part of a long page that starts below the first screen: the browser draws it as it scrolls near. Not for a
 * part whose script measures it (a carousel): until drawn, the part's insides have no size to measure.
 */
export function BelowTheFold({ children, estimate }: BelowTheFoldProps) {
  return (
    <div className="below-the-fold" style={{ containIntrinsicBlockSize: `auto ${estimate}` }}>
      {children}
    </div>
  );
}
