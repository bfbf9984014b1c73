import type { FaqEntry } from '../faq-content';
import './faq-list.css';

/** Questions as disclosures (details/summary), in two columns of equal length on wide screens. */
export function FaqList({ entries }: { entries: FaqEntry[] }) {
  const half = Math.ceil(entries.length / 2);
  const columns = [entries.slice(0, half), entries.slice(half)];
  return (
    <div className="faq-list">
      {columns.map((column, index) => (
        <div key={index} className="faq-list__column">
          {column.map(({ question, answer }) => (
            <details key={question} className="faq-list__item">
              <summary className="faq-list__question">{question}</summary>
              <p className="faq-list__answer">{answer}</p>
            </details>
          ))}
        </div>
      ))}
    </div>
  );
}
