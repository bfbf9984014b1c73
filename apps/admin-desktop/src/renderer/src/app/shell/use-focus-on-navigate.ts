import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/** After a move to another view, keyboard and screen reader users start in it, not back in the sidebar. */
export function useFocusOnNavigate(main: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    main.current?.focus();
  }, [pathname, main]);
}
