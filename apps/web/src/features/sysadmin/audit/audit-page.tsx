import { PlaceholderPage } from '../../../components/placeholder-page.tsx';
import { adminText } from '../../../i18n/admin.ts';

// Placeholder: the audit-trail screen is built with the system-admin screens.
export function AuditPage() {
  return <PlaceholderPage title={adminText.screens.audit} />;
}
