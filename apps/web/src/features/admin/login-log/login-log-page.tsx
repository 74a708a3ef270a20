import { PlaceholderPage } from '../../../components/placeholder-page.tsx';
import { adminText } from '../../../i18n/admin.ts';

// Placeholder: the admin login log screen is built by a later issue.
export function LoginLogPage() {
  return <PlaceholderPage title={adminText.screens.loginLog} />;
}
