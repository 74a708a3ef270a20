import { PlaceholderPage } from '../../../components/placeholder-page.tsx';
import { screenText } from '../../../i18n/screens.ts';

// Placeholder: the anonymous reporting screen is built by a later issue.
export function ReportAnonymousPage() {
  return <PlaceholderPage title={screenText.reportAnonymous.title} />;
}
