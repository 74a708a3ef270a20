import { POST_TYPE_TITLES, POST_TYPES, RECORD_STATUS_TITLES, RECORD_STATUSES } from '@audit/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { listUsableCompanies } from '../company-maps/company-types.repository.ts';
import { listPostStatuses } from './post-statuses.repository.ts';
import { listUsableReportTypes } from './report-types.repository.ts';

export async function companyOptions({ db }: AppDeps) {
  const rows = await listUsableCompanies(db);
  return rows.map((r) => ({
    code: r.code,
    title: r.title,
    isAlerted: Boolean(r.is_alerted),
    noticeBrand: r.notice_brand,
  }));
}

export const reportTypeOptions = ({ db }: AppDeps) => listUsableReportTypes(db);
export const postStatusOptions = ({ db }: AppDeps) => listPostStatuses(db);
export const postTypeOptions = () => POST_TYPES.map((code) => ({ code, title: POST_TYPE_TITLES[code] }));
export const recordStatusOptions = () =>
  RECORD_STATUSES.map((code) => ({ code, title: RECORD_STATUS_TITLES[code] }));
