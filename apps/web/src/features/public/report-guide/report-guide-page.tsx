import { Tabs } from '../../../components/tabs.tsx';
import { commonText, pageTitle } from '../../../i18n/common.ts';
import { screenText } from '../../../i18n/screens.ts';

const text = screenText.reportGuide;

// The tab texts come with a later issue; the tab structure (and its ids) is final.
const TABS = [
  { id: 'protection', label: text.tabs.protection },
  { id: 'targets', label: text.tabs.targets },
  { id: 'procedure', label: text.tabs.procedure },
  { id: 'others', label: text.tabs.others },
] as const;

export function ReportGuidePage() {
  return (
    <div className="container page">
      <title>{pageTitle(text.title)}</title>
      <h1 className="page-title">{text.title}</h1>
      <p className="page-lead">{text.lead}</p>
      <Tabs
        label={text.tabsLabel}
        items={TABS.map((tab) => ({
          id: tab.id,
          label: tab.label,
          panel: (
            <>
              <h2>{tab.label}</h2>
              <p>{commonText.preparing}</p>
            </>
          ),
        }))}
      />
    </div>
  );
}
