import { PlaceholderPage } from '../../../components/placeholder-page.tsx';
import { adminText } from '../../../i18n/admin.ts';

// Placeholder: the admin report detail screen is built by a later issue.
export function ReportDetailPage() {
  return <PlaceholderPage title={adminText.screens.reportDetail} />;
}
