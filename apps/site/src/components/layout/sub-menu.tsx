import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useOpenOnThisPage } from '../../lib/use-open-on-this-page';
import { ChevronDownIcon } from './icons';

interface SubMenuProps {
  label: string;
  /** The submenu's <li> items. */
  children: ReactNode;
  /** Highlights the parent when the current page is one of its items. */
  active?: boolean;
}

/**
 * A disclosure menu (button + list), the pattern WAI-ARIA recommends for site navigation:
 * Enter/Space toggles, ArrowDown opens and enters, arrows move, Escape closes back to the button,
 * and leaving with Tab or a click elsewhere closes it.
 */
export function SubMenu({ label, children, active = false }: SubMenuProps) {
  const [open, setOpen] = useOpenOnThisPage();
  const listId = useId();
  const itemRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const entries = () => Array.from(itemRef.current?.querySelectorAll<HTMLElement>('.submenu a, .submenu button') ?? []);

  const focusEntry = (index: number) => {
    const all = entries();
    all[(index + all.length) % all.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    const current = entries().indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      // The list must be shown before one of its entries can take focus.
      if (!open) flushSync(() => setOpen(true));
      const step = event.key === 'ArrowDown' ? 1 : -1;
      focusEntry(current === -1 ? (step === 1 ? 0 : -1) : current + step);
    } else if ((event.key === 'Home' || event.key === 'End') && current !== -1) {
      event.preventDefault();
      focusEntry(event.key === 'Home' ? 0 : -1);
    }
  };

  return (
    <li
      ref={itemRef}
      className={`menu__item menu__item--parent${open ? ' is-open' : ''}`}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!itemRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={`menu__link menu__toggle${active ? ' is-active' : ''}`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {label}
        <ChevronDownIcon />
      </button>
      <ul id={listId} className="submenu">
        {children}
      </ul>
    </li>
  );
}
