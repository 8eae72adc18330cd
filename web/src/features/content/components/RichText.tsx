import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * HTML rendered by the server from the console's Markdown (modules/content/domain/markdown.ts):
 * every character of the source is escaped there and only a fixed set of tags and safe links is
 * written, so it can be inserted as is. Links to pages of the site stay inside the app.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!href || !href.startsWith('/') || href.startsWith('//')) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };
  // The links inside are the interactive elements (Enter on a link fires this click too); the div only listens.
  return <div className={`rich-text${className ? ` ${className}` : ''}`} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
