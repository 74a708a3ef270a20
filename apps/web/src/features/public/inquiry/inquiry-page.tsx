import { PlaceholderPage } from '../../../components/placeholder-page.tsx';
import { screenText } from '../../../i18n/screens.ts';

// Placeholder: the reporter's view of a report screen is built by a later issue.
export function InquiryPage() {
  return <PlaceholderPage title={screenText.inquiry.title} />;
}
