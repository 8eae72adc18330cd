import type { ReportStatus } from './feedback-reports-api';

// Pure helpers for the reports screens (unit-tested in format.test.ts).

type ChipColor = 'default' | 'primary' | 'secondary' | 'success' | 'warning' | 'error';

/** Status chip colours: palette entries whose contrast text passes WCAG AA (theme.ts), as for bookings. */
export const REPORT_STATUS_COLORS: Record<ReportStatus, ChipColor> = {
  open: 'warning',
  resolved: 'success',
  dismissed: 'default',
};

export const NOTE_MAX = 1000;

/** What an admin may do with a report now: close an open one either way, or reopen a closed one. */
export function nextDecisions(status: ReportStatus): ReportStatus[] {
  return status === 'open' ? ['resolved', 'dismissed'] : ['open'];
}

/** The note as sent: trimmed, empty -> null. */
export function noteOf(text: string): string | null {
  const note = text.trim();
  return note === '' ? null : note;
}
