import { PlaceholderPage } from '../../../components/placeholder-page.tsx';
import { adminText } from '../../../i18n/admin.ts';

// Placeholder: the group-to-menu permission screen is built by a later issue.
export function GroupAuthPage() {
  return <PlaceholderPage title={adminText.screens.groupAuth} />;
}
