import { PlaceholderPage } from '../../../components/placeholder-page.tsx';
import { screenText } from '../../../i18n/screens.ts';

// Placeholder: the reporter look-up screen is built by a later issue.
export function ReportInquiryPage() {
  return <PlaceholderPage title={screenText.reportInquiry.title} />;
}
