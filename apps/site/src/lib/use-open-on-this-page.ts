import { useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Open or folded, for the menus: open on the page it was opened on only, so a new page starts with it folded. Not
 * an effect that folds it at each new pathname: that effect also runs when the header hydrates, and on a busy phone a
 * tap landing between the header's hydration and its effects opened the menu only for the effect to fold it at once.
 */
export function useOpenOnThisPage(): [open: boolean, setOpen: (open: boolean) => void] {
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  return [openOn === pathname, (open) => setOpenOn(open ? pathname : null)];
}
