import { privacyPolicyText } from '../i18n/privacy-policy.ts';
import { Dialog } from './dialog.tsx';
import { POLICY_VERSIONS, PolicyText } from './privacy-policy-text.tsx';
import { Tabs } from './tabs.tsx';
import './privacy-policy.css';

type Props = { open: boolean; onClose: () => void };

/** The 개인정보처리방침 in a dialog: the current version first, older versions one tab away. */
export function PrivacyPolicyDialog({ open, onClose }: Props) {
  return (
    <Dialog open={open} onClose={onClose} title={privacyPolicyText.title} className="privacy-dialog">
      <Tabs
        label={privacyPolicyText.versionsLabel}
        items={POLICY_VERSIONS.map((version) => ({
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
