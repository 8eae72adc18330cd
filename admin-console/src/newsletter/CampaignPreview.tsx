import { Alert, Box, CircularProgress, Tab, Tabs, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type MouseEvent } from 'react';
import { useTranslate } from 'react-admin';
import { previewCampaign, type NewsletterCampaign } from './newsletter-api';

type Lang = 'fr' | 'en';

/** A preview is for reading: a link opens in a new tab rather than leaving the page. */
function openLinksAside(event: MouseEvent<HTMLDivElement>) {
  const link = (event.target as HTMLElement).closest('a');
  if (!link) return;
  event.preventDefault();
  window.open(link.href, '_blank', 'noopener,noreferrer');
}

/**
 * The emails as the server renders them for each language (the same code the subscribers' copies
 * come from). Inserted as HTML like the content's Markdown preview: the server's renderer escapes
 * every character of the texts and writes only its own tags and safe links (src/shared/markdown.ts),
 * so no script can come through. (A sandboxed frame would isolate it too, but the accessibility
 * checks cannot look inside a frame that runs no script.)
 */
export function CampaignPreview({ record }: { record: NewsletterCampaign }) {
  const translate = useTranslate();
  const [lang, setLang] = useState<Lang>('fr');
  const id = useId();
  // The texts are in the key: an edited draft is rendered again.
  const query = useQuery({ queryKey: ['newsletter-preview', record.id, record.updatedAt], queryFn: ({ signal }) => previewCampaign(record.id, signal) });
  const tab = (l: Lang) => ({ id: `${id}-${l}-tab`, 'aria-controls': `${id}-${l}-panel`, value: l, label: translate(`eclat.newsletter.locale.${l}`) });

  return (
    <Box>
      <Tabs value={lang} onChange={(_, next: Lang) => setLang(next)} aria-label={translate('eclat.newsletter.preview.title')}>
        <Tab {...tab('fr')} />
        <Tab {...tab('en')} />
      </Tabs>
      <Box id={`${id}-${lang}-panel`} role="tabpanel" aria-labelledby={`${id}-${lang}-tab`} sx={{ pt: 1 }}>
        {query.isPending ? <CircularProgress size={24} /> : null}
        {query.isError ? <Alert severity="error">{query.error instanceof Error ? query.error.message : translate('ra.notification.http_error')}</Alert> : null}
        {query.data ? (
          <>
            <Typography variant="subtitle2" component="p">
              {translate('eclat.newsletter.preview.subject')} : {query.data[lang].subject}
            </Typography>
            <Box
              data-newsletter-preview=""
              lang={lang}
              onClick={openLinksAside}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'common.white', color: '#1d2733', px: 2, py: 1, mt: 1, maxHeight: '40rem', overflowY: 'auto', '& h1': { typography: 'h6' } }}
              dangerouslySetInnerHTML={{ __html: query.data[lang].html }}
            />
            <Typography variant="caption" color="text.secondary" component="p">
              {translate('eclat.newsletter.preview.note')}
            </Typography>
          </>
        ) : null}
      </Box>
    </Box>
  );
}
