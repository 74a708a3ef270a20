import { z } from 'zod/mini';
import { positiveId } from './comments.ts';
import { endpoint } from './endpoint.ts';
import { recordStatus } from './enums.ts';
import { codeTitle } from './reports.ts';
import { idParam, list, orderSeq, requiredId, requiredText, SYSADMIN_MESSAGES } from './sysadmin-fields.ts';
import { text } from './text.ts';

// Company-to-group mappings (the spec's company-type maps): a group's scope, and who hears of new reports.

export const companyMapView = z.object({
  id: z.number(),
  companyName: text(),
  companyCode: text(),
  isSourceComp: z.boolean(),
  isDestinationComp: z.boolean(),
  /** This group is the company's 감사 책임 그룹: its reports' oversight (oversight.ts); at most one per company. */
  isOversight: z.boolean(),
  orderSeq: z.number(),
  userGroupId: z.number(),
  userGroupName: text(),
  statusCode: recordStatus,
  statusTitle: text(),
});
export const companyMapCreate = z.object({
  /** An existing company's name; a name no company has is refused unless `newCompany` asks to create it. */
  companyName: requiredText(100),
  /**
   * Create the company named `companyName` (the form's explicit 새 회사 추가): without it a name no company has is
   * refused, so a typo never creates a company. Optional, so the spec's body maps an existing company.
   */
  newCompany: z._default(z.optional(z.boolean()), false),
  // Real booleans only: z.coerce.boolean() would read the string "false" as true.
  sourceComp: z._default(z.optional(z.boolean()), false),
  destinationComp: z._default(z.optional(z.boolean()), false),
  oversight: z._default(z.optional(z.boolean()), false),
  groupId: requiredId(SYSADMIN_MESSAGES.selectGroup),
  orderSeq,
});
export const companyMapUpdate = z.extend(companyMapCreate, {
  id: z.optional(positiveId),
  status: recordStatus,
});

/** A company the mapping form picks from (every company, usable or not: a map may name either). */
export const companyChoice = z.object({
  code: text(),
  title: text(),
  statusCode: recordStatus,
});

export const companyMapsApi = {
  companies: endpoint({
    method: 'GET',
    path: '/api/sysadmin/companyTypes',
    audience: 'admin',
    summary: '회사 목록 (회사 지정에서 고를 수 있는 회사)',
    response: list(companyChoice),
  }),
  companyMaps: endpoint({
    method: 'GET',
    path: '/api/sysadmin/companyTypeMaps',
    audience: 'admin',
    summary: '회사-그룹 지정 목록',
    response: list(companyMapView),
  }),
  createCompanyMap: endpoint({
    method: 'POST',
    path: '/api/sysadmin/companyTypeMaps',
    audience: 'admin',
    summary: '회사-그룹 지정',
    body: companyMapCreate,
    response: companyMapView,
  }),
  updateCompanyMap: endpoint({
    method: 'PATCH',
    path: '/api/sysadmin/companyTypeMaps/:id',
    audience: 'admin',
    summary: '회사-그룹 지정 수정',
    params: idParam,
    body: companyMapUpdate,
    response: companyMapView,
  }),
};

/** The companies mapped to the admin's group, for the audit office's filters (code and title). */
export const companyCombo = z.array(codeTitle);

/** The audit office's one call on company maps: its own group's companies. */
export const adminCompanyMapsApi = {
  companyCombo: endpoint({
    method: 'GET',
    path: '/api/admin/companyTypeMaps/combo',
    audience: 'admin',
    summary: '담당 회사 목록',
    response: companyCombo,
  }),
};
