import {
  currentPolicy,
  type PolicySection,
  type PolicyVersion,
  privacyPolicyText,
} from '../i18n/privacy-policy.ts';
import { policyHistory } from '../i18n/privacy-policy-history.ts';
import { ContactText } from './contact-text.tsx';
import { Dialog } from './dialog.tsx';
import { RowHeaderTable } from './row-header-table.tsx';
import { Tabs } from './tabs.tsx';
import './privacy-policy.css';

const VERSIONS: readonly PolicyVersion[] = [currentPolicy, ...policyHistory];

type Props = { open: boolean; onClose: () => void };

/** The 개인정보처리방침 in a dialog: the current version first, older versions one tab away. */
export function PrivacyPolicyDialog({ open, onClose }: Props) {
  return (
    <Dialog open={open} onClose={onClose} title={privacyPolicyText.title} className="privacy-dialog">
      <Tabs
        label={privacyPolicyText.versionsLabel}
        items={VERSIONS.map((version) => ({
          id: version.id,
          label: version.label,
          panel: <PolicyText version={version} />,
        }))}
        className="privacy-tabs"
        panelClassName="privacy-panel"
      />
    </Dialog>
  );
}

function PolicyText({ version }: { version: PolicyVersion }) {
  return (
    <article className="privacy-text">
      <p className="privacy-effective">{version.effectiveNote}</p>
      <p>{version.intro}</p>
      {version.sections.map((section) => (
        <section key={section.title}>
          <h3>{section.title}</h3>
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
