import { adminAccountsApi } from './admin-accounts.ts';
import { auditApi } from './audit.ts';
import { companyMapsApi } from './company-maps.ts';
import { groupsApi } from './groups.ts';
import { outboxApi } from './outbox.ts';
import { settingsApi } from './settings.ts';

/** The system admin's calls (spec section 7, /api/sysadmin), with the set-password link's two public calls. */
export const sysadminApi = {
  ...groupsApi,
  ...adminAccountsApi,
  ...companyMapsApi,
  ...auditApi,
  ...settingsApi,
  ...outboxApi,
};
