import { PlaceholderPage } from '../../../components/placeholder-page.tsx';
import { adminText } from '../../../i18n/admin.ts';

// Placeholder: the group management screen is built by a later issue.
export function GroupsPage() {
  return <PlaceholderPage title={adminText.screens.groups} />;
}
