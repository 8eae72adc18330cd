import type { FaqEntry } from '../api/types';
import { RichText } from './RichText';

/** Questions as disclosure widgets (native details/summary: keyboard and screen readers for free). */
export function FaqList({ entries, open = false }: { entries: readonly FaqEntry[]; open?: boolean }) {
  return (
    <div className="faq-list">
      {entries.map((entry) => (
        <details key={entry.id} className="faq-item" open={open || undefined}>
          <summary className="faq-item__question">{entry.question}</summary>
          <RichText html={entry.answerHtml} className="faq-item__answer" />
        </details>
      ))}
    </div>
  );
}
