import type { ReactNode } from 'react';
import './auth-layout.css';

interface AuthLayoutProps {
  children: ReactNode;
  /** A few friendly lines beside the form. */
  side: ReactNode;
}

export function AuthLayout({ children, side }: AuthLayoutProps) {
  return (
    <div className="page container auth-layout">
      <div className="card auth-layout__form">{children}</div>
      <div className="auth-layout__side">{side}</div>
    </div>
  );
}
