import { PlaceholderPage } from '../../../components/placeholder-page.tsx';
import { adminText } from '../../../i18n/admin.ts';

// Placeholder: the admin report list screen is built by a later issue.
export function ReportListPage() {
  return <PlaceholderPage title={adminText.screens.reportList} />;
}
