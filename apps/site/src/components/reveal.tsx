import { useRef, type ElementType, type ReactNode } from 'react';
import { useReveal } from '../lib/use-reveal';
import './reveal.css';

interface RevealProps {
  children: ReactNode;
  /** The element to render, a div unless told. */
  as?: ElementType;
  className?: string;
}

/** Fades and lifts its content in as it scrolls into view (spec section 2); still under prefers-reduced-motion. */
export function Reveal({ children, as: Tag = 'div', className }: RevealProps) {
  const ref = useRef<HTMLElement>(null);
  const state = useReveal(ref);
  const classes = ['reveal', state === 'waiting' ? 'is-waiting' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <Tag ref={ref} className={classes}>
      {children}
    </Tag>
  );
}
