import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import type { User } from '../../api/types';
import { useSignOut } from '../../features/auth/use-sign-out';
import { AvatarUnreadBadge, MessagesMenuLabel } from '../../features/messaging/components/UnreadBadge';
import { Avatar } from './Avatar';
import { userMenuItems, type UserMenuItem } from './user-menu-items';

/** Where the compact header takes over; the same width as the media query in styles/layout.css. */
export const COMPACT_HEADER_QUERY = '(max-width: 50rem)';

export interface HeaderLink {
  id: 'homeowners' | 'gallery' | 'becomeCleaner';
  to: string;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The phone header's menu (issue #34): a disclosure button that opens a panel with the header's
 * links, or the user menu's items for a signed-in person. While it is open, Tab and Shift+Tab cycle
 * through the button and the panel; Escape or a second tap on the button closes it and gives the
 * button its focus back; a tap outside, a chosen link or a change of page closes it too.
 */
export function MobileMenu({ user, links }: { user: User | null; links: readonly HeaderLink[] }) {
  const { t } = useTranslation('common');
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const location = useLocation();

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus({ preventScroll: true });
  }, []);

  // A new page (a link, the back button) closes it; the page then takes the focus (NavigationEffects).
  // Only a change: a tap made before the app took over the server's page is replayed at mount
  // (ssr/early-clicks.ts) and must not be undone by this first run.
  const shownKey = useRef(location.key);
  useEffect(() => {
    if (shownKey.current === location.key) return;
    shownKey.current = location.key;
    setOpen(false);
  }, [location.key]);

  useEffect(() => {
    if (!open) return;
    const inside = (node: EventTarget | null) => node instanceof Node && (buttonRef.current?.contains(node) || panelRef.current?.contains(node));
    const onPointerDown = (event: PointerEvent) => {
      if (inside(event.target)) return;
      // The finger went elsewhere: keep the focus out of a panel that is about to disappear.
      close(panelRef.current?.contains(document.activeElement) ?? false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close(true);
        return;
      }
      if (event.key !== 'Tab') return;
      const cycle = [buttonRef.current, ...(panelRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])].filter((el): el is HTMLElement => el !== null);
      const first = cycle[0];
      const last = cycle[cycle.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (!inside(active)) {
        event.preventDefault();
        first.focus();
      } else if (event.shiftKey && active === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    };
    // Widening the window past the phone layout hides the panel: it must not keep trapping the focus.
    const wide = window.matchMedia(COMPACT_HEADER_QUERY);
    const onWidthChange = () => {
      if (!wide.matches) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    wide.addEventListener('change', onWidthChange);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      wide.removeEventListener('change', onWidthChange);
    };
  }, [open, close]);

  const toggle = () => {
    if (open) close(true);
    else {
      setOpen(true);
      // Safari does not focus a tapped button: the trap starts from it either way.
      buttonRef.current?.focus({ preventScroll: true });
    }
  };

  const logout = () => {
    close(false);
    signOut();
  };

  return (
    <div className="mobile-menu">
      <button
        ref={buttonRef}
        type="button"
        className="mobile-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        <MenuIcon open={open} />
        <span className="visually-hidden">{t('mobileMenu.button')}</span>
        {/* Read as "Menu 2 messages non lus". */}
        {user ? (
          <>
            {' '}
            <AvatarUnreadBadge />
          </>
        ) : null}
      </button>
      {open ? (
        <>
          <div className="mobile-menu__backdrop" aria-hidden="true" />
          <div ref={panelRef} id={panelId} className="mobile-menu__panel">
            <nav aria-label={t('header.navLabel')}>
              {user ? (
                <>
                  <p className="mobile-menu__who">
                    <Avatar user={user} size={40} />
                    <span className="mobile-menu__name">{user.name}</span>
                  </p>
                  <ul className="mobile-menu__list">
                    {userMenuItems(user.role).map((item) => (
                      <li key={item.id} className={item.id === 'logout' ? 'mobile-menu__separator-before' : undefined}>
                        <UserItem item={item} onLogout={logout} onFollow={() => close(true)} />
                      </li>
                    ))}
                  </ul>
                </>
              ) : (
                <ul className="mobile-menu__list">
                  {links.map((link) => (
                    <li key={link.id}>
                      <NavLink className="mobile-menu__link" to={link.to} onClick={() => close(true)}>
                        {t(`header.${link.id}`)}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              )}
            </nav>
          </div>
        </>
      ) : null}
    </div>
  );
}

function UserItem({ item, onLogout, onFollow }: { item: UserMenuItem; onLogout: () => void; onFollow: () => void }) {
  const { t } = useTranslation('common');
  if (item.id === 'logout') {
    return (
      <button type="button" className="mobile-menu__link" onClick={onLogout}>
        {t('userMenu.items.logout')}
      </button>
    );
  }
  const label = t(`userMenu.items.${item.id}`);
  // The admin console is a separate app: a full page load.
  if (item.external) {
    return (
      <a className="mobile-menu__link" href={item.to}>
        {label}
      </a>
    );
  }
  return (
    <Link className="mobile-menu__link" to={item.to} onClick={onFollow}>
      {item.id === 'messages' ? <MessagesMenuLabel label={label} /> : label}
    </Link>
  );
}

/** Three bars, or a cross while the panel is open; the button's text names it. */
function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg className="mobile-menu__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      {open ? (
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" fill="none" />
      ) : (
        <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" fill="none" />
      )}
    </svg>
  );
}
