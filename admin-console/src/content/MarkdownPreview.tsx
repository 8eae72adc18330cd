import { Box, Typography } from '@mui/material';
import type { MouseEvent } from 'react';
import { renderMarkdown } from '../../../src/shared/markdown';

/**
 * The Markdown as the public site will show it: the very renderer the server uses for the pages
 * (src/shared/markdown.ts), which escapes every character of the source and writes only its own
 * tags and safe links, so raw HTML typed in shows as text here as it does there.
 */
export function MarkdownPreview({ source, lang, emptyText }: { source: string; lang: 'fr' | 'en'; emptyText: string }) {
  if (!source.trim()) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
        {emptyText}
      </Typography>
    );
  }
  // A preview is for reading: a link opens in a new tab rather than leaving the unsaved form.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    if (!link) return;
    event.preventDefault();
    window.open(link.href, '_blank', 'noopener,noreferrer');
  };
  return (
    <Box
      data-markdown-preview=""
      lang={lang}
      onClick={onClick}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        px: 2,
        py: 1,
        mb: 1,
        maxHeight: '40rem',
        overflowY: 'auto',
        typography: 'body1',
        '& h2': { typography: 'h5', mt: 2, mb: 1 },
        '& h3': { typography: 'h6', mt: 2, mb: 1 },
        '& h4': { typography: 'subtitle1', fontWeight: 700, mt: 2, mb: 1 },
        '& blockquote': { borderLeft: 4, borderColor: 'divider', m: 0, pl: 2, color: 'text.secondary' },
        '& code': { fontFamily: 'monospace', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 },
        '& a': { color: 'primary.main' },
      }}
      dangerouslySetInnerHTML={{ __html: renderMarkdown(source) }}
    />
  );
}
