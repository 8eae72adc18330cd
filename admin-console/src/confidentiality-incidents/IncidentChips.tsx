import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Incident, SeriousInjuryRisk } from './incidents-api';

// Palette entries whose contrast text passes WCAG AA in the console theme (see bookings/format.ts).
const RISK_COLORS: Record<SeriousInjuryRisk, 'warning' | 'error' | 'default'> = { to_assess: 'warning', yes: 'error', no: 'default' };

/** Open or closed. */
export function IncidentStatusChip() {
  const record = useRecordContext<Incident>();
  const translate = useTranslate();
  if (!record) return null;
  const open = record.status === 'open';
  return <Chip size="small" color={open ? 'primary' : 'success'} variant={open ? 'filled' : 'outlined'} label={translate(`eclat.incidents.status.${record.status}`)} />;
}

/** The risk of serious injury: to assess, yes or no. */
export function RiskChip() {
  const record = useRecordContext<Incident>();
  const translate = useTranslate();
  if (!record) return null;
  return <Chip size="small" color={RISK_COLORS[record.seriousInjuryRisk]} label={translate(`eclat.incidents.risk.${record.seriousInjuryRisk}`)} />;
}
