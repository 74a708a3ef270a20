import { adminAuthApi } from './admin-auth.ts';
import { adminAttachmentsApi } from './attachments.ts';
import { adminCommentsApi } from './comments.ts';
import { adminCompanyMapsApi } from './company-maps.ts';
import { loginLogApi } from './login-log.ts';
import { adminReportsApi } from './reports.ts';

/** The admin's calls (spec section 7, /api/admin), each defined with its resource. */
export const adminApi = {
  ...adminAuthApi,
  ...adminReportsApi,
  ...adminAttachmentsApi,
  ...adminCommentsApi,
  ...loginLogApi,
  ...adminCompanyMapsApi,
};
