import { useQueryClient } from '@tanstack/react-query';
import { AUTH_SUCCESS } from '@trailside/domain/auth/auth.messages';
import { MessageStatus } from '@trailside/domain/messages/message';
import { useAuth } from '@trailside/ui/auth/auth-provider';
import { useIsStaff } from '@trailside/ui/auth/use-actor';
import { useMessage } from '@trailside/ui/message-banner/message-provider';
import { useId, useRef, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useOpenOnThisPage } from '../../lib/use-open-on-this-page';
import { useSizeClassChange } from '../../lib/use-size-class-change';
import { MenuIcon } from './icons';
import { SubMenu } from './sub-menu';
import './main-menu.css';

const MenuLink = ({ to, children, end }: { to: string; children: ReactNode; end?: boolean }) => (
  <li className="menu__item">
    <NavLink to={to} end={end} className={({ isActive }) => `menu__link${isActive ? ' is-active' : ''}`}>
      {children}
    </NavLink>
  </li>
);

const SubMenuLink = ({ to, children }: { to: string; children: ReactNode }) => (
  <li>
    <NavLink to={to} className="submenu__link">
      {children}
    </NavLink>
  </li>
);

/** The spec's menu (section 2), folded behind a toggle below the tablet-pro width. */
export function MainMenu() {
  const { session, signOut } = useAuth();
  const admin = useIsStaff();
  const { showMessage } = useMessage();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const [open, setOpen] = useOpenOnThisPage();
  const listId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  // A window that grew past the toggle (or shrank to it) starts with the menu folded.
  useSizeClassChange(() => setOpen(false));

  const logout = () => {
    signOut();
    // Nothing fetched for the signed-in user may outlive the session.
    queryClient.clear();
    showMessage(MessageStatus.SUCCESS, AUTH_SUCCESS.loggedOut);
    setOpen(false);
  };

  const within = (...paths: string[]) => paths.includes(pathname);

  return (
    <nav
      className="main-menu"
      aria-label="Main"
      onKeyDown={(event) => {
        // An open submenu handles its own Escape first; the next one folds the phone menu away.
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        toggleRef.current?.focus();
      }}
    >
      <button
        ref={toggleRef}
        type="button"
        className="main-menu__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <MenuIcon open={open} />
        Menu
      </button>
      <ul id={listId} className={`menu${open ? ' is-open' : ''}`}>
        <MenuLink to="/" end>
          Home
        </MenuLink>
        <MenuLink to="/about">About</MenuLink>
        <MenuLink to="/classes">Classes</MenuLink>
        <MenuLink to="/teachers">Teachers</MenuLink>
        <SubMenu label="Fun Info" active={within('/faq', '/coming-soon', '/event')}>
          <SubMenuLink to="/faq">FAQ</SubMenuLink>
          <SubMenuLink to="/coming-soon">Coming Soon</SubMenuLink>
          {/* Beyond the spec's menu: without it no link anywhere led to the calendar. */}
          <SubMenuLink to="/event">School Calendar</SubMenuLink>
        </SubMenu>
        <MenuLink to="/gallery">Gallery</MenuLink>
        <MenuLink to="/contact-us">Contact</MenuLink>
        {/* Beyond the spec's menu: admissions (issue 41). */}
        <SubMenu label="Admissions" active={within('/visits', '/apply')}>
          <SubMenuLink to="/visits">Book a visit</SubMenuLink>
          <SubMenuLink to="/apply">Apply online</SubMenuLink>
        </SubMenu>
        <MenuLink to="/blog-classic-grid">Blogs</MenuLink>
        <SubMenu label="Account" active={within('/login', '/sign-up', '/account')}>
          {session ? (
            <>
              <SubMenuLink to="/account">My account</SubMenuLink>
              <li>
                <button type="button" className="submenu__link" onClick={logout}>
                  Logout
                </button>
              </li>
            </>
          ) : (
            <>
              <SubMenuLink to="/login">Login</SubMenuLink>
              <SubMenuLink to="/sign-up">Sign Up</SubMenuLink>
            </>
          )}
        </SubMenu>
        {admin && (
          <SubMenu label="Admin" active={within('/admin')}>
            <SubMenuLink to="/admin">Create User</SubMenuLink>
          </SubMenu>
        )}
      </ul>
    </nav>
  );
}
