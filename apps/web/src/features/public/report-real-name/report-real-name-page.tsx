import { PlaceholderPage } from '../../../components/placeholder-page.tsx';
import { screenText } from '../../../i18n/screens.ts';

// Placeholder: the reporting with real name screen is built by a later issue.
export function ReportRealNamePage() {
  return <PlaceholderPage title={screenText.reportRealName.title} />;
}
