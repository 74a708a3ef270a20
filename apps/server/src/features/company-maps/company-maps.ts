import { randomBytes } from 'node:crypto';
import {
  type companyMapCreate,
  type companyMapUpdate,
  type companyMapView,
  OVERSIGHT_MESSAGES,
  RECORD_STATUS_TITLES,
  SYSADMIN_MESSAGES,
} from '@audit/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { auditedChange, type ChangeContext } from '../../data/audited-change.ts';
import {
  type CompanyMapRow,
  findCompanyByTitle,
  findCompanyMap,
  findMapPair,
  findOversightMap,
  insertCompany,
  insertCompanyMap,
  listAllCompanies,
  listCompanyMaps,
  type MapValues,
  updateCompanyMap,
} from '../../data/companies.repository.ts';
import { groupHoldsMenu } from '../../data/group-menus.repository.ts';
import { menuIdsByKey } from '../../data/menus.repository.ts';
import { OVERSIGHT_MENU } from '../../data/oversight-scope.ts';
import { referenceChange } from '../../data/reference-cache.ts';
import { findGroup } from '../../data/user-groups.repository.ts';
import type { Trx } from '../../db/types.ts';
import type { AdminAuth } from '../../http/route.ts';
import { AppError, recordNotFound } from '../../lib/app-error.ts';

type MapView = z.infer<typeof companyMapView>;
type MapInput = z.infer<typeof companyMapCreate>;

const toView = (m: CompanyMapRow): MapView => ({
  id: m.id,
  companyName: m.company_name,
  companyCode: m.company_code,
  isSourceComp: m.is_source_comp,
  isDestinationComp: m.is_destination_comp,
  isOversight: m.is_oversight,
  orderSeq: m.order_seq,
  userGroupId: m.group_id,
  userGroupName: m.group_name,
  statusCode: m.status,
  statusTitle: RECORD_STATUS_TITLES[m.status],
});

export const companyMapList = async (deps: AppDeps) => (await listCompanyMaps(deps.db)).map(toView);

/** Every company for the form to pick from, with its usable/unusable status. */
export const companyChoices = async (deps: AppDeps) =>
  (await listAllCompanies(deps.db)).map((c) => ({ code: c.code, title: c.title, statusCode: c.status }));

/**
 * An existing company's name maps it. A name no company has creates the company (with a generated code, audited)
 * only when the form asked for a new company: a typo must not silently become a company of the group. Asking to
 * create a company that exists is refused too, so the form never claims a new company it did not make.
 */
async function companyNamed(
  { trx, now, audit }: ChangeContext,
  name: string,
  newCompany: boolean,
): Promise<number> {
  const existing = await findCompanyByTitle(trx, name);
  if (existing && newCompany) throw new AppError('CONFLICT', SYSADMIN_MESSAGES.companyExists);
  if (existing) return existing.id;
  if (!newCompany) throw new AppError('VALIDATION_FAILED', SYSADMIN_MESSAGES.unknownCompany);
  const code = `CO_${randomBytes(4).toString('hex').toUpperCase()}`;
  const id = await insertCompany(trx, { code, title: name, now });
  await audit('CREATE', 'company', id, null, { title: name });
  return id;
}

/** The map's values after checking the group exists and the company-group pair is not mapped twice. */
async function mapValues(
  change: ChangeContext,
  input: MapInput,
  status: MapValues['status'],
  id: number | null,
): Promise<MapValues> {
  if (!(await findGroup(change.trx, input.groupId))) {
    throw new AppError('VALIDATION_FAILED', SYSADMIN_MESSAGES.selectGroup);
  }
  const companyTypeId = await companyNamed(change, input.companyName, input.newCompany);
  const pair = await findMapPair(change.trx, companyTypeId, input.groupId);
  if (pair && pair.id !== id) throw new AppError('CONFLICT', SYSADMIN_MESSAGES.duplicateMap);
  if (input.oversight) await checkOversight(change.trx, companyTypeId, input.groupId, id);
  return {
    companyTypeId,
    groupId: input.groupId,
    source: input.sourceComp,
    destination: input.destinationComp,
    oversight: input.oversight,
    orderSeq: input.orderSeq,
    status,
    now: change.now,
  };
}

/**
 * A 감사 책임 그룹 must be able to oversee (hold the OVERSIGHT menu: otherwise the designation would silently fall
 * back to the default), and a company has one at most.
 */
async function checkOversight(trx: Trx, companyTypeId: number, groupId: number, id: number | null) {
  if (!(await groupHoldsMenu(trx, groupId, menuIdsByKey(trx, OVERSIGHT_MENU))))
    throw new AppError('VALIDATION_FAILED', OVERSIGHT_MESSAGES.oversightMenuMissing);
  const taken = await findOversightMap(trx, companyTypeId);
  if (taken && taken.id !== id) throw new AppError('CONFLICT', OVERSIGHT_MESSAGES.oversightMapTaken);
}

async function viewOf(trx: Trx, id: number): Promise<MapView> {
  const row = await findCompanyMap(trx, id);
  if (!row) throw recordNotFound();
  return toView(row);
}

export function createCompanyMap(deps: AppDeps, auth: AdminAuth, input: MapInput): Promise<MapView> {
  return auditedChange(
    deps,
    auth,
    async (change) => {
      const id = await insertCompanyMap(
        change.trx,
        deps.cipher,
        await mapValues(change, input, 'ENABLED', null),
      );
      const view = await viewOf(change.trx, id);
      await change.audit('CREATE', 'company_map', id, null, view);
      return view;
    },
    referenceChange(deps.db),
  );
}

export function editCompanyMap(
  deps: AppDeps,
  auth: AdminAuth,
  id: number,
  input: z.infer<typeof companyMapUpdate>,
): Promise<MapView> {
  return auditedChange(
    deps,
    auth,
    async (change) => {
      const before = await viewOf(change.trx, id);
      await updateCompanyMap(change.trx, deps.cipher, id, await mapValues(change, input, input.status, id));
      const after = await viewOf(change.trx, id);
      await change.audit('UPDATE', 'company_map', id, before, after);
      return after;
    },
    referenceChange(deps.db),
  );
}
