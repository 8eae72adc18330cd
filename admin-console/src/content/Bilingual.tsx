import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** French and English side by side (one above the other on a narrow screen), so each text is checked against its pair. */
export function Bilingual({ fr, en }: { fr: ReactNode; en: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 3, width: '100%' }}>
      <Box>
        <Typography variant="overline" component="p" color="text.secondary">
          {translate('eclat.content.french')}
        </Typography>
        {fr}
      </Box>
      <Box>
        <Typography variant="overline" component="p" color="text.secondary">
          {translate('eclat.content.english')}
        </Typography>
        {en}
      </Box>
    </Box>
  );
}

/** A hint under a form's title: what the public sees and the rules that apply. */
export function FormHint({ text }: { text: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: '60rem' }}>
      {translate(text)}
    </Typography>
  );
}
