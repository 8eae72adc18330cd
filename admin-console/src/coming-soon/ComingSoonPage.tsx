import { Alert, Card, CardContent } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

/**
 * Spec routes whose content arrives with later issues (profile review,
 * payouts, marketing, per-cleaner analytics). They exist so links and
 * bookmarks work, and say plainly that nothing is there yet: no fake data.
 */
export default function ComingSoonPage({ title }: { title: string }) {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Alert severity="info">{translate('eclat.coming_soon.notice')}</Alert>
      </CardContent>
    </Card>
  );
}
