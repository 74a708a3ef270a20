import { LinkTabs } from '../../../components/link-tabs.tsx';
import { POLICY_VERSIONS, PolicyText } from '../../../components/privacy-policy-text.tsx';
import { privacyPolicyText } from '../../../i18n/privacy-policy-pages.ts';
import type { PageView } from '../../../public-pages/site-frame.tsx';
import '../../../components/content.css';

/**
 * /privacypolicy and the earlier versions (/privacypolicy/v1.1, /privacypolicy/v1.0): the footer's popup as a
 * page, so the policy is readable without JavaScript; every version has its own address.
 */
export const PrivacyPolicyPage: PageView<'privacy'> = ({ page }) => {
  const shown = POLICY_VERSIONS.find((v) => v.version === page.version) ?? POLICY_VERSIONS[0];
  return (
    <div className="container page">
      <h1 className="page-title">{privacyPolicyText.title}</h1>
      <LinkTabs
        tabs={POLICY_VERSIONS.map((v) => ({ id: v.version, label: v.label, href: v.href }))}
        current={page.version}
        label={privacyPolicyText.versionsLabel}
        className="privacy-tabs"
      >
        {shown && <PolicyText version={shown} />}
      </LinkTabs>
    </div>
  );
};
