import type { PrivacyVersion } from '@audit/contracts';
import { currentPolicy, type PolicySection, type PolicyVersion } from '../i18n/privacy-policy.ts';
import { policyV10, policyV11 } from '../i18n/privacy-policy-history.ts';
import { POLICY_PAGES } from '../i18n/privacy-policy-pages.ts';
import { ContactText } from './contact-text.tsx';
import { RowHeaderTable } from './row-header-table.tsx';
import './privacy-policy.css';

const TEXTS: Record<PrivacyVersion, PolicyVersion> = {
  current: currentPolicy,
  'v1.1': policyV11,
  'v1.0': policyV10,
};

/** Every version of the 개인정보처리방침, the current one first, with its tab's label and the address of its page. */
export const POLICY_VERSIONS: readonly (PolicyVersion & (typeof POLICY_PAGES)[number])[] = POLICY_PAGES.map(
  (page) => ({ ...TEXTS[page.version], ...page }),
);

/**
 * One version's text, as its page shows it (the footer's dialog shows it from that page): when it applies, its
 * introduction and its sections, headed h2 under the page's h1.
 */
export function PolicyText({ version }: { version: PolicyVersion }) {
  return (
    <article className="privacy-text">
      <p className="privacy-effective">{version.effectiveNote}</p>
      <p>{version.intro}</p>
      {version.sections.map((section) => (
        <section key={section.title}>
          <h2 className="privacy-section-title">{section.title}</h2>
          {section.paragraphs?.map((text) => (
            <p key={text}>
              <ContactText text={text} />
            </p>
          ))}
          {section.items && (
            <ul>
              {section.items.map((text) => (
                <li key={text}>
                  <ContactText text={text} />
                </li>
              ))}
            </ul>
          )}
          {section.table && <PolicyTable table={section.table} />}
          {section.closing?.map((text) => (
            <p key={text}>
              <ContactText text={text} />
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}

function PolicyTable({ table }: { table: NonNullable<PolicySection['table']> }) {
  return (
    <div className="privacy-table-wrap scroll-fade">
      <RowHeaderTable caption={table.caption} head={table.head} rows={table.rows} />
    </div>
  );
}
