import { GUIDE_TABS, type GuideTab, SITE_PAGES } from '@audit/contracts';
import { type ReactNode, useState } from 'react';
import { LinkTabs } from '../../../components/link-tabs.tsx';
import { reportGuideText as text } from '../../../i18n/report-guide.ts';
import type { PageView } from '../../../public-pages/site-frame.tsx';
import { OthersPanel, ProcedurePanel, ProtectionPanel, TargetsPanel } from './guide-panels.tsx';
import '../../../components/content.css';
import './report-guide.css';

const PANELS: Record<GuideTab, () => ReactNode> = {
  protection: ProtectionPanel,
  targets: TargetsPanel,
  procedure: ProcedurePanel,
  others: OthersPanel,
};

const TABS = GUIDE_TABS.map((id) => ({ id, label: text.tabs[id], href: `${SITE_PAGES.guide}?tab=${id}` }));

/**
 * /reportguide: reporter protection, targets, method and procedure, other ways; then a way to report. Each tab is an
 * address of its own (/reportguide?tab=procedure, from the home page's steps), so every tab opens without
 * JavaScript; with it, a tab opens in place and the address follows.
 */
export const ReportGuidePage: PageView<'guide'> = ({ page }) => {
  const [tab, setTab] = useState<GuideTab>(page.tab);
  const Panel = PANELS[tab];
  return (
    <div className="container page">
      <h1 className="page-title">{text.title}</h1>
      <p className="page-lead">{text.lead}</p>
      <LinkTabs
        tabs={TABS}
        current={tab}
        label={text.tabsLabel}
        className="guide-tabs"
        onOpen={(id, event) => {
          event.preventDefault();
          setTab(id as GuideTab);
          window.history.replaceState(null, '', `${SITE_PAGES.guide}?tab=${id}`);
        }}
      >
        <div className="guide-panel">
          <Panel />
        </div>
      </LinkTabs>
      <aside className="guide-cta" aria-label={text.cta.report}>
        <p>{text.cta.text}</p>
        <div className="button-row">
          <a href={SITE_PAGES.reporting} className="button">
            {text.cta.report}
          </a>
          <a href={SITE_PAGES.lookup} className="button button-secondary">
            {text.cta.lookup}
          </a>
        </div>
      </aside>
    </div>
  );
};
