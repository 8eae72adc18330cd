import { Fragment } from 'react';
import { inlineSegments } from '../inline-text';
import type { LegalBlock } from '../api/types';

/** One line of a legal text, with its bold spans and links. */
export function InlineText({ text }: { text: string }) {
  return (
    <>
      {inlineSegments(text).map((segment, i) => {
        switch (segment.type) {
          case 'strong':
            return <strong key={i}>{segment.text}</strong>;
          case 'code':
            return <code key={i}>{segment.text}</code>;
          case 'link':
            return (
              <a key={i} href={segment.href} {...(segment.href.startsWith('http') ? { rel: 'noopener noreferrer' } : {})}>
                {segment.text}
              </a>
            );
          default:
            return <Fragment key={i}>{segment.text}</Fragment>;
        }
      })}
    </>
  );
}

/** Paragraphs, lists and sub-headings of a section (sub-headings sit under the section's h2). */
export function LegalBlocks({ blocks }: { blocks: LegalBlock[] }) {
  return (
    <>
      {blocks.map((block, i) => {
        if (block.type === 'list') {
          return (
            <ul key={i}>
              {block.items.map((item, j) => (
                <li key={j}>
                  <InlineText text={item} />
                </li>
              ))}
            </ul>
          );
        }
        if (block.type === 'subheading') return <h3 key={i}>{block.text}</h3>;
        return (
          <p key={i}>
            <InlineText text={block.text} />
          </p>
        );
      })}
    </>
  );
}
