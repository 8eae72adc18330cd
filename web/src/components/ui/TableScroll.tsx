import type { ReactNode } from 'react';

/**
 * A table that may be wider than a phone scrolls inside this box, not the page (issue #34). The box
 * takes keyboard focus and is named after its table, so that a person without a pointer can scroll it
 * with the arrow keys too (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="payment-table__scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
