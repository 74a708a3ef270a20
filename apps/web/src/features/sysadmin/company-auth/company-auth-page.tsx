import { PlaceholderPage } from '../../../components/placeholder-page.tsx';
import { adminText } from '../../../i18n/admin.ts';

// Placeholder: the company-to-group mapping screen is built by a later issue.
export function CompanyAuthPage() {
  return <PlaceholderPage title={adminText.screens.companyAuth} />;
}
