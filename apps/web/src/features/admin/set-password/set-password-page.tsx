import { PlaceholderPage } from '../../../components/placeholder-page.tsx';
import { adminText } from '../../../i18n/admin.ts';

// Placeholder: the admin password screen is built by a later issue.
export function SetPasswordPage() {
  return <PlaceholderPage title={adminText.screens.setPassword} />;
}
