import { useId } from 'react';
import { safetyText as text } from '../i18n/safety.ts';
import './safety-panel.css';

type Props = {
  /** The heading's level where the panel stands (2 under a page title, 3 inside a section). */
  headingLevel?: 2 | 3;
  className?: string;
};

/**
 * 안전한 제보를 위한 안내: what the site keeps and removes, and how a reporter stays unknown. A named region (not an
 * aside: a complementary landmark must not sit inside the main one). Plain text, no script of its own.
 */
export function SafetyPanel({ headingLevel = 2, className }: Props) {
  const id = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={className ? `safety-panel ${className}` : 'safety-panel'} aria-labelledby={id}>
      <Heading id={id} className="safety-panel-title">
        {text.title}
      </Heading>
      <ul className="safety-panel-list">
        {text.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
