import { Alert } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import { api } from '../api/client';

/** What the register is, and who keeps it: the privacy officer of the configuration (PRIVACY_OFFICER_*), as /privacy shows. */
export function RegisterKeeper() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const legal = useQuery({
    queryKey: ['legal-summary'],
    queryFn: async () => (await api.GET('/api/legal')).data ?? null,
    staleTime: 3_600_000,
  });
  const officer = legal.data?.privacyOfficer;
  return (
    <Alert severity="info" sx={{ mt: 2, mb: 1 }}>
      {translate('eclat.incidents.intro')}
      {officer ? ` ${translate('eclat.incidents.keeper', { title: officer.name ? `${officer.name}, ${officer.title[locale === 'en' ? 'en' : 'fr']}` : officer.title[locale === 'en' ? 'en' : 'fr'], email: officer.email })}` : null}
    </Alert>
  );
}
