import { POST_TYPE_TITLES, POST_TYPES, RECORD_STATUS_TITLES, RECORD_STATUSES } from '@audit/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { listUsableCompanies } from '../company-maps/company-types.repository.ts';
import { listPostStatuses } from './post-statuses.repository.ts';
import { cachedReference } from './reference-cache.ts';
import { listUsableReportTypes } from './report-types.repository.ts';

// Read by every visitor, changed only by system admins: served from each instance's cache (reference-cache.ts).

export const companyOptions = ({ db }: AppDeps) =>
  cachedReference(db, 'companies', async () =>
    (await listUsableCompanies(db)).map((r) => ({
      code: r.code,
      title: r.title,
      isAlerted: Boolean(r.is_alerted),
      noticeBrand: r.notice_brand,
    })),
  );

export const reportTypeOptions = ({ db }: AppDeps) =>
  cachedReference(db, 'report-types', () => listUsableReportTypes(db));
export const postStatusOptions = ({ db }: AppDeps) =>
  cachedReference(db, 'post-statuses', () => listPostStatuses(db));
export const postTypeOptions = () => POST_TYPES.map((code) => ({ code, title: POST_TYPE_TITLES[code] }));
export const recordStatusOptions = () =>
  RECORD_STATUSES.map((code) => ({ code, title: RECORD_STATUS_TITLES[code] }));
