import type { MouseEvent, ReactNode } from 'react';
import { reportKindText } from '../i18n/report-flow.ts';
import { LinkTabs } from './link-tabs.tsx';

export type ReportKind = 'real' | 'anonymous';

type Props = {
  selected: ReportKind;
  /** Where the other tab leads (a page of its own, so it works without JavaScript). */
  otherHref: string;
  /**
   * With JavaScript, a click on the other tab: the page asks first (a confirmation, the notice) and calls
   * preventDefault to go on in its own time.
   */
  onRequest?: (kind: ReportKind, event: MouseEvent<HTMLAnchorElement>) => void;
  /** The content of the selected tab. */
  children: ReactNode;
};

/** The 실명제보 / 익명제보 tabs of the consent page and both report forms: links to the other kind's page. */
export function ReportKindTabs({ selected, otherHref, onRequest, children }: Props) {
  const tab = (id: ReportKind, label: string) => ({ id, label, href: id === selected ? '#' : otherHref });
  return (
    <LinkTabs
      tabs={[tab('real', reportKindText.real), tab('anonymous', reportKindText.anonymous)]}
      current={selected}
      label={reportKindText.tabsLabel}
      onOpen={(id, event) => onRequest?.(id as ReportKind, event)}
      className="report-kind-tabs"
      asksFirst
    >
      {children}
    </LinkTabs>
  );
}
