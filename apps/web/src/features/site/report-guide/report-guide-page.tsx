import { Link, useLocation } from 'react-router';
import { Tabs } from '../../../components/tabs.tsx';
import { pageTitle } from '../../../i18n/common.ts';
import { reportGuideText as text } from '../../../i18n/report-guide.ts';
import { OthersPanel, ProcedurePanel, ProtectionPanel, TargetsPanel } from './guide-panels.tsx';
import '../../../components/content.css';
import './report-guide.css';
import { DocumentTitle } from '../../../components/document-title.tsx';

const TABS = [
  { id: 'protection', label: text.tabs.protection, panel: <ProtectionPanel /> },
  { id: 'targets', label: text.tabs.targets, panel: <TargetsPanel /> },
  { id: 'procedure', label: text.tabs.procedure, panel: <ProcedurePanel /> },
  { id: 'others', label: text.tabs.others, panel: <OthersPanel /> },
] as const;

/**
 * /reportguide: reporter protection, targets, method and procedure, other ways; then a way to report. An address
 * may name the tab to open first (/reportguide#procedure, from the home page's steps).
 */
export function ReportGuidePage() {
  const hash = useLocation().hash.slice(1);
  const first = TABS.some((tab) => tab.id === hash) ? hash : undefined;
  return (
    <div className="container page">
      <DocumentTitle title={pageTitle(text.title)} />
      <h1 className="page-title">{text.title}</h1>
      <p className="page-lead">{text.lead}</p>
      <Tabs label={text.tabsLabel} items={TABS} defaultSelectedId={first} panelClassName="guide-panel" />
      <aside className="guide-cta" aria-label={text.cta.report}>
        <p>{text.cta.text}</p>
        <div className="button-row">
          <Link to="/reporting" className="button">
            {text.cta.report}
          </Link>
          <Link to="/reportinquiry" className="button button-secondary">
            {text.cta.lookup}
          </Link>
        </div>
      </aside>
    </div>
  );
}
