import type { ReactNode } from 'react';
import { reportKindText } from '../i18n/report-flow.ts';
import { Tabs } from './tabs.tsx';

export type ReportKind = 'real' | 'anonymous';

type Props = {
  selected: ReportKind;
  /** Called for the other tab only; the screen decides (confirmation, notice) whether to switch. */
  onRequest: (kind: ReportKind) => void;
  /** The content of the selected tab. */
  children: ReactNode;
};

/**
 * The 실명제보 / 익명제보 tabs of the consent page and both report forms. Switching has side effects (a notice,
 * a confirmation, another page), so the tabs are controlled and use manual activation.
 */
export function ReportKindTabs({ selected, onRequest, children }: Props) {
  const tab = (id: ReportKind, label: string) => ({ id, label, panel: id === selected ? children : null });
  return (
    <Tabs
      label={reportKindText.tabsLabel}
      items={[tab('real', reportKindText.real), tab('anonymous', reportKindText.anonymous)]}
      selectedId={selected}
      activation="manual"
      onSelect={(id) => {
        if (id !== selected) onRequest(id as ReportKind);
      }}
      className="report-kind-tabs"
    />
  );
}
