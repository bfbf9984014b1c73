import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/** The View menu's items (Ctrl/Cmd+1..9) arrive from the main process and open their view. */
export function useMenuNavigation() {
  const navigate = useNavigate();
  useEffect(() => window.api.onNavigate((view) => navigate(`/${view}`)), [navigate]);
}
