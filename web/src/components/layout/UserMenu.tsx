import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { User } from '../../api/types';
import { useSignOut } from '../../features/auth/use-sign-out';
import { AvatarUnreadBadge, MessagesMenuLabel } from '../../features/messaging/components/UnreadBadge';
import { Avatar } from './Avatar';
import { userMenuItems, type UserMenuItem } from './user-menu-items';

/**
 * A menu button (WAI-ARIA menu pattern): Enter, Space or ArrowDown open it on the first item,
 * ArrowUp on the last; arrows, Home and End move; Escape closes and returns to the button;
 * Tab or a click elsewhere closes it.
 */
export function UserMenu({ user }: { user: User }) {
  const { t } = useTranslation('common');
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLElement | null>>([]);
  const buttonId = useId();
  const menuId = useId();
  const items = userMenuItems(user.role);

  useEffect(() => {
    if (open) itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (event.target instanceof Node && !containerRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsideClick);
    return () => document.removeEventListener('pointerdown', closeOnOutsideClick);
  }, [open]);

  const openAt = (index: number) => {
    setFocusIndex(index);
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(items.length - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: focusIndex === last ? 0 : focusIndex + 1,
      ArrowUp: focusIndex === 0 ? last : focusIndex - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      setFocusIndex(next);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  const logout = () => {
    close(false);
    signOut();
  };

  const label = (item: UserMenuItem) => t(`userMenu.items.${item.id}`);

  return (
    <div className="user-menu" ref={containerRef}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className="user-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
      >
        <Avatar user={user} eager />
        <AvatarUnreadBadge />
        <span className="user-menu__name">{user.name}</span>
        <span className="user-menu__chevron" aria-hidden="true">
          ▾
        </span>
      </button>
      {open ? (
        <ul id={menuId} className="user-menu__list" role="menu" aria-labelledby={buttonId} onKeyDown={onMenuKeyDown}>
          {items.map((item, index) => {
            const ref = (element: HTMLElement | null) => {
              itemRefs.current[index] = element;
            };
            if (item.id === 'logout') {
              return (
                <li key={item.id} role="none" className="user-menu__separator-before">
                  <button ref={ref} type="button" role="menuitem" tabIndex={-1} className="user-menu__item" onClick={logout}>
                    {label(item)}
                  </button>
                </li>
              );
            }
            return (
              <li key={item.id} role="none">
                {item.external ? (
                  // The admin console is a separate app: a full page load.
                  <a ref={ref} role="menuitem" tabIndex={-1} className="user-menu__item" href={item.to}>
                    {label(item)}
                  </a>
                ) : (
                  <Link ref={ref} role="menuitem" tabIndex={-1} className="user-menu__item" to={item.to} onClick={() => close(false)}>
                    {item.id === 'messages' ? <MessagesMenuLabel label={label(item)} /> : label(item)}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
