import { POST_TYPE_TITLES, POST_TYPES, RECORD_STATUS_TITLES, RECORD_STATUSES } from '@audit/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { listUsableCompanies, listUsableCompanyIds } from '../../data/companies.repository.ts';
import { listPostStatuses } from '../../data/post-statuses.repository.ts';
import { cachedReference } from '../../data/reference-cache.ts';
import { listUsableReportTypeIds, listUsableReportTypes } from '../../data/report-types.repository.ts';

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

/** A usable company's or report type's id by its code (a report is filed with them), or undefined. */
const idsByCode = (rows: { code: string; id: number }[]) => new Map(rows.map((r) => [r.code, r.id]));
export const usableCompanyId = async ({ db }: AppDeps, code: string) =>
  (await cachedReference(db, 'company-ids', async () => idsByCode(await listUsableCompanyIds(db)))).get(code);
export const usableReportTypeId = async ({ db }: AppDeps, code: string) =>
  (
    await cachedReference(db, 'report-type-ids', async () => idsByCode(await listUsableReportTypeIds(db)))
  ).get(code);

export const postTypeOptions = () => POST_TYPES.map((code) => ({ code, title: POST_TYPE_TITLES[code] }));
export const recordStatusOptions = () =>
  RECORD_STATUSES.map((code) => ({ code, title: RECORD_STATUS_TITLES[code] }));
