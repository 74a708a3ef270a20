import { reporterAttachmentsApi } from './attachments.ts';
import { reporterCommentsApi } from './comments.ts';
import { reporterAuthApi } from './reporter-auth.ts';
import { reporterReportsApi } from './reports.ts';

/** The reporter's calls (spec section 7; the spec's path prefix /api/informant is kept), each defined with its resource. */
export const reporterApi = {
  ...reporterReportsApi,
  ...reporterAuthApi,
  ...reporterAttachmentsApi,
  ...reporterCommentsApi,
};
