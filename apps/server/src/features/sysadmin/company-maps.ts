import { randomBytes } from 'node:crypto';
import {
  type companyMapCreate,
  type companyMapUpdate,
  type companyMapView,
  RECORD_STATUS_TITLES,
  SYSADMIN_MESSAGES,
} from '@audit/contracts';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { Database } from '../../db/types.ts';
import { badRequest } from '../../errors.ts';
import type { AdminAuth } from '../admin-auth/admin-context.ts';
import { actorOf, applyChange, conflict, notFound } from './change.ts';
import {
  findCompanyByTitle,
  findCompanyMap,
  findMapPair,
  insertCompany,
  insertCompanyMap,
  listCompanyMaps,
  nextCompanyOrder,
  updateCompanyMap,
} from './company-maps.repository.ts';
import { findGroup } from './directory.repository.ts';

type MapRow = Awaited<ReturnType<typeof listCompanyMaps>>[number];
type MapView = z.infer<typeof companyMapView>;

const toView = (m: MapRow): MapView => ({
  id: m.id,
  companyName: m.company_name,
  companyCode: m.company_code,
  isSourceComp: m.is_source_comp,
  isDestinationComp: m.is_destination_comp,
  orderSeq: m.order_seq,
  userGroupId: m.group_id,
  userGroupName: m.group_name,
  statusCode: m.status,
  statusTitle: RECORD_STATUS_TITLES[m.status],
});

export const companyMapList = async (deps: AppDeps) => (await listCompanyMaps(deps.db)).map(toView);

/** An existing company's name maps it; a new name creates the company (with a generated code). */
async function companyNamed(
  trx: Transaction<Database>,
  name: string,
  now: Date,
): Promise<{ id: number; created: boolean }> {
  const existing = await findCompanyByTitle(trx, name);
  if (existing) return { id: existing.id, created: false };
  const code = `CO_${randomBytes(4).toString('hex').toUpperCase()}`;
  return {
    id: await insertCompany(trx, { code, title: name, orderSeq: await nextCompanyOrder(trx), now }),
    created: true,
  };
}

export function createCompanyMap(
  deps: AppDeps,
  auth: AdminAuth,
  input: z.infer<typeof companyMapCreate>,
): Promise<MapView> {
  return applyChange(deps, actorOf(auth), async ({ trx, now, audit }) => {
    if (!(await findGroup(trx, input.groupId))) throw badRequest(SYSADMIN_MESSAGES.selectGroup);
    const company = await companyNamed(trx, input.companyName, now);
    if (company.created) await audit('CREATE', 'company', company.id, null, { title: input.companyName });
    if (await findMapPair(trx, company.id, input.groupId)) throw conflict(SYSADMIN_MESSAGES.duplicateMap);
    const id = await insertCompanyMap(trx, {
      companyTypeId: company.id,
      groupId: input.groupId,
      source: input.sourceComp,
      destination: input.destinationComp,
      orderSeq: input.orderSeq,
      status: 'ENABLED',
      now,
    });
    const view = toView((await findCompanyMap(trx, id))!);
    await audit('CREATE', 'company_map', id, null, view);
    return view;
  });
}

export function editCompanyMap(
  deps: AppDeps,
  auth: AdminAuth,
  id: number,
  input: z.infer<typeof companyMapUpdate>,
): Promise<MapView> {
  return applyChange(deps, actorOf(auth), async ({ trx, now, audit }) => {
    const before = await findCompanyMap(trx, id);
    if (!before) throw notFound();
    if (!(await findGroup(trx, input.groupId))) throw badRequest(SYSADMIN_MESSAGES.selectGroup);
    const company = await companyNamed(trx, input.companyName, now);
    if (company.created) await audit('CREATE', 'company', company.id, null, { title: input.companyName });
    const pair = await findMapPair(trx, company.id, input.groupId);
    if (pair && pair.id !== id) throw conflict(SYSADMIN_MESSAGES.duplicateMap);
    await updateCompanyMap(trx, id, {
      companyTypeId: company.id,
      groupId: input.groupId,
      source: input.sourceComp,
      destination: input.destinationComp,
      orderSeq: input.orderSeq,
      status: input.status,
      now,
    });
    const after = toView((await findCompanyMap(trx, id))!);
    await audit('UPDATE', 'company_map', id, toView(before), after);
    return after;
  });
}
