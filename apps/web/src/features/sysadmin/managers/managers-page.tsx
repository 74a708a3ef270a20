import { PlaceholderPage } from '../../../components/placeholder-page.tsx';
import { adminText } from '../../../i18n/admin.ts';

// Placeholder: the admin user management screen is built by a later issue.
export function ManagersPage() {
  return <PlaceholderPage title={adminText.screens.managers} />;
}
