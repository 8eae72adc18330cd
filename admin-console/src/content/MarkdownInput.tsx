import { Box, Tab, Tabs } from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { TextInput, useTranslate, type TextInputProps } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import { MarkdownPreview } from './MarkdownPreview';

type Mode = 'write' | 'preview';

/**
 * A Markdown text with "Écrire / Aperçu" tabs. The input stays mounted while the preview shows, so its
 * value and validation are those of the form; a refused value brings the writing tab back.
 */
export function MarkdownInput({ source, lang, minRows, validate }: { source: string; lang: 'fr' | 'en'; minRows: number; validate?: TextInputProps['validate'] }) {
  const translate = useTranslate();
  const [mode, setMode] = useState<Mode>('write');
  const value = useWatch({ name: source }) as string | null | undefined;
  const { errors, submitCount } = useFormState({ name: source });
  const invalid = Boolean(errors[source]);
  useEffect(() => {
    if (invalid) setMode('write');
  }, [invalid, submitCount]);
  const id = useId();
  const tab = (m: Mode) => ({ id: `${id}-${m}-tab`, 'aria-controls': `${id}-${m}-panel`, value: m, label: translate(`eclat.content.preview.${m}`) });
  const panel = (m: Mode) => ({ id: `${id}-${m}-panel`, role: 'tabpanel', 'aria-labelledby': `${id}-${m}-tab`, hidden: mode !== m });

  return (
    <Box>
      <Tabs value={mode} onChange={(_, next: Mode) => setMode(next)} aria-label={translate('eclat.content.preview.modes')} sx={{ minHeight: 36, '& .MuiTab-root': { minHeight: 36, py: 0.5 } }}>
        <Tab {...tab('write')} />
        <Tab {...tab('preview')} />
      </Tabs>
      <Box {...panel('write')}>
        <TextInput source={source} fullWidth multiline minRows={minRows} validate={validate} helperText="eclat.content.markdown" />
      </Box>
      <Box {...panel('preview')}>
        {mode === 'preview' ? <MarkdownPreview source={value ?? ''} lang={lang} emptyText={translate('eclat.content.preview.empty')} /> : null}
        <Box component="p" sx={{ typography: 'caption', color: 'text.secondary', mt: 0 }}>
          {translate('eclat.content.preview.note')}
        </Box>
      </Box>
    </Box>
  );
}
