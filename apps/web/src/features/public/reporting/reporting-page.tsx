import { PlaceholderPage } from '../../../components/placeholder-page.tsx';
import { screenText } from '../../../i18n/screens.ts';

// Placeholder: the reporting screen is built by a later issue.
export function ReportingPage() {
  return <PlaceholderPage title={screenText.reporting.title} />;
}
