import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { periodSearch, readPeriod, type Period } from './period';

/** The period of the page, kept in the address so that a link or a bookmark shows the same figures. */
export function usePeriod(): [Period, (next: Period) => void] {
  const [search, setSearch] = useSearchParams();
  // Presets are read again each render of a new address: "last 7 days" follows the calendar.
  const period = useMemo(() => readPeriod(search, new Date()), [search]);
  return [period, (next) => setSearch(periodSearch(next), { replace: false })];
}
