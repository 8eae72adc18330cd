/**
 * The Markdown subset of blog posts, FAQ answers and service pages. The renderer lives in the kernel
 * (src/shared/markdown.ts) so that the console's preview runs the very same code as the public pages.
 */
export { escapeHtml, markdownText, renderInline, renderMarkdown, safeHref } from '../../../src/shared/markdown.js';
