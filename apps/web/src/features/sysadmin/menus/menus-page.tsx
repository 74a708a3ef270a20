import { PlaceholderPage } from '../../../components/placeholder-page.tsx';
import { adminText } from '../../../i18n/admin.ts';

// Placeholder: the menu management screen is built by a later issue.
export function MenusPage() {
  return <PlaceholderPage title={adminText.screens.menus} />;
}
