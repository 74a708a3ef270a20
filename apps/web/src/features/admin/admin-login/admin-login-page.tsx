import { PlaceholderPage } from '../../../components/placeholder-page.tsx';
import { adminText } from '../../../i18n/admin.ts';

// Placeholder: the admin login screen is built by a later issue.
export function AdminLoginPage() {
  return <PlaceholderPage title={adminText.screens.login} />;
}
