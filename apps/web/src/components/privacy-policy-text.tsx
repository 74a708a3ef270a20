import type { PrivacyVersion } from '@audit/contracts';
import { currentPolicy, type PolicySection, type PolicyVersion } from '../i18n/privacy-policy.ts';
import { policyHistory } from '../i18n/privacy-policy-history.ts';
import { ContactText } from './contact-text.tsx';
import { RowHeaderTable } from './row-header-table.tsx';
import './privacy-policy.css';

/** Every version of the 개인정보처리방침, the current one first, each with the address of its own page. */
export const POLICY_VERSIONS: readonly (PolicyVersion & { version: PrivacyVersion; href: string })[] = [
  { ...currentPolicy, version: 'current', href: '/privacypolicy' },
  ...policyHistory.map((v) => ({
    ...v,
    version: v.id as PrivacyVersion,
    href: `/privacypolicy/${v.id}`,
  })),
];

/**
 * One version's text: when it applies, its introduction and its sections. The sections' headings are one level below
 * the heading above the text: h3 under the dialog's title (h2), h2 on the policy's own page (under its h1).
 */
export function PolicyText({ version, sectionLevel = 3 }: { version: PolicyVersion; sectionLevel?: 2 | 3 }) {
  const Heading = sectionLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="privacy-text">
      <p className="privacy-effective">{version.effectiveNote}</p>
      <p>{version.intro}</p>
      {version.sections.map((section) => (
        <section key={section.title}>
          <Heading className="privacy-section-title">{section.title}</Heading>
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
