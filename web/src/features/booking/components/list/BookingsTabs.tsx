import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingsTab } from '../../bookings-list';

export const tabId = (tab: BookingsTab) => `bookings-tab-${tab}`;
export const panelId = 'bookings-panel';

/** Tabs with arrow-key moves (WAI-ARIA tabs pattern); the list below is their single panel. */
export function BookingsTabs({ tabs, current, onSelect }: { tabs: readonly BookingsTab[]; current: BookingsTab; onSelect: (tab: BookingsTab) => void }) {
  const { t } = useTranslation('bookingList');
  const refs = useRef<Partial<Record<BookingsTab, HTMLButtonElement | null>>>({});
  const onKeyDown = (e: KeyboardEvent) => {
    const index = tabs.indexOf(current);
    const next = e.key === 'ArrowRight' ? tabs[(index + 1) % tabs.length] : e.key === 'ArrowLeft' ? tabs[(index - 1 + tabs.length) % tabs.length] : undefined;
    if (!next) return;
    e.preventDefault();
    onSelect(next);
    refs.current[next]?.focus();
  };
  return (
    <div className="tabs" role="tablist" aria-label={t('tabs.label')} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab}
          ref={(el) => {
            refs.current[tab] = el;
          }}
          id={tabId(tab)}
          type="button"
          role="tab"
          className="tabs__tab"
          aria-selected={tab === current}
          aria-controls={panelId}
          tabIndex={tab === current ? 0 : -1}
          onClick={() => onSelect(tab)}
        >
          {t(`tabs.${tab}`)}
        </button>
      ))}
    </div>
  );
}
