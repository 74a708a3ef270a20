import { PlaceholderPage } from '../../../components/placeholder-page.tsx';
import { screenText } from '../../../i18n/screens.ts';

// Placeholder: the receipt confirmation screen is built by a later issue.
export function ReportCompletePage() {
  return <PlaceholderPage title={screenText.reportComplete.title} />;
}
