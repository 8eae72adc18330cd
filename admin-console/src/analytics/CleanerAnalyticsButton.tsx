import InsightsIcon from '@mui/icons-material/Insights';
import { Button } from '@mui/material';
import { useBasename, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { cleanerAnalyticsPath } from './links';

/** Opens a cleaner's analytics page (/admin/cleaners/:cleanerId). */
export function CleanerAnalyticsButton({ cleanerId }: { cleanerId: string }) {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Button component={Link} to={cleanerAnalyticsPath(basename, cleanerId)} size="small" startIcon={<InsightsIcon />}>
      {translate('eclat.menu.cleaner')}
    </Button>
  );
}

/** On a user's page: the analytics of a cleaner's account (nothing for other roles). */
export function UserCleanerAnalyticsButton() {
  const record = useRecordContext<{ id: string; role: string | null }>();
  return record?.role === 'cleaner' ? <CleanerAnalyticsButton cleanerId={String(record.id)} /> : null;
}
