import { REPORTER_STEPS } from '@audit/contracts';
import { ContactLink, ContactText } from '../../../components/contact-text.tsx';
import { type LabeledRow, RowHeaderTable } from '../../../components/row-header-table.tsx';
import { companyAuditContacts, reportGuideText } from '../../../i18n/report-guide.ts';

const text = reportGuideText;

type TableProps = {
  caption: string;
  head: readonly string[];
  rows: readonly LabeledRow[];
};

/** A two-or-more-column table whose first column names the row, scrolling sideways on a phone. */
function GuideTable(props: TableProps) {
  return (
    <div className="table-wrap">
      <RowHeaderTable {...props} className="data-table" />
    </div>
  );
}

export function ProtectionPanel() {
  const t = text.protection;
  return (
    <>
      <h2>{text.tabs.protection}</h2>
      <section className="guide-section">
        <h3>{t.duty.title}</h3>
        {t.duty.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </section>
      <section className="guide-section">
        <h3>{t.disadvantage.title}</h3>
        {t.disadvantage.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </section>
      <section className="guide-section">
        <h3>{t.policy.title}</h3>
        <p>{t.policy.lead}</p>
        <ul>
          {t.policy.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
    </>
  );
}

export function TargetsPanel() {
  const t = text.targets;
  return (
    <>
      <h2>{text.tabs.targets}</h2>
      <section className="guide-section">
        <h3>{t.companies.title}</h3>
        <p>{t.companies.paragraph}</p>
        <ul className="guide-chips">
          {companyAuditContacts.map((c) => (
            <li key={c.company}>{c.company}</li>
          ))}
        </ul>
      </section>
      <section className="guide-section">
        <h3>{t.acts.title}</h3>
        <GuideTable caption={t.acts.caption} head={t.acts.head} rows={t.acts.rows} />
      </section>
      <section className="guide-section">
        <h3>{t.caution.title}</h3>
        <ul>
          {t.caution.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      <section className="guide-section">
        <h3>{t.reward.title}</h3>
        <p>{t.reward.paragraph}</p>
      </section>
    </>
  );
}

export function ProcedurePanel() {
  const t = text.procedure;
  return (
    <>
      <h2>{text.tabs.procedure}</h2>
      <section className="guide-section">
        <h3>{t.methods.title}</h3>
        <GuideTable
          caption={t.methods.caption}
          head={t.methods.head}
          rows={t.methods.rows.map(([label, value]) => [
            label,
            label === t.methods.fax ? value : <ContactText key={label} text={value} />,
          ])}
        />
        <p className="guide-note">{t.methods.note}</p>
      </section>
      <section className="guide-section">
        <h3>{t.steps.title}</h3>
        <p>{t.steps.lead}</p>
        <ol className="guide-steps">
          {REPORTER_STEPS.map((step) => (
            <li key={step.status}>
              <strong className="guide-step-name">{step.title}</strong>
              <ul className="guide-stages">
                {step.stages.map((stage) => (
                  <li key={stage}>
                    <strong>{stage}</strong>: {t.steps.stages[stage]}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
        <p className="guide-note">{t.steps.skipped}</p>
      </section>
      <section className="guide-section">
        <h3>{t.duration.title}</h3>
        <ul>
          {t.duration.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
    </>
  );
}

export function OthersPanel() {
  const t = text.others;
  return (
    <>
      <h2>{text.tabs.others}</h2>
      <section className="guide-section">
        <h3>{t.customer.title}</h3>
        <p>{t.customer.paragraph}</p>
        <p>
          {/* A link the visitor chooses to follow; nothing from that site is loaded by this page. */}
          <a href={t.customer.href} target="_blank" rel="noreferrer noopener">
            {t.customer.link}
          </a>
        </p>
        <p className="guide-note">{t.customer.note}</p>
      </section>
      <section className="guide-section">
        <h3>{t.contacts.title}</h3>
        <p>{t.contacts.lead}</p>
        <ul className="contact-cards" aria-label={t.contacts.caption}>
          {companyAuditContacts.map((c) => (
            <li key={c.company}>
              <strong>{c.company}</strong>
              <span>
                {t.contacts.phone} <ContactLink value={c.phone} />
              </span>
              <span>
                {t.contacts.email} <ContactLink value={c.email} />
              </span>
            </li>
          ))}
        </ul>
        <p className="guide-note">{t.contacts.note}</p>
      </section>
    </>
  );
}
