import type { AdminMenuUrl } from '@audit/contracts';
import { adminApi } from '@audit/contracts';
import type { FastifyInstance } from 'fastify';
import { insertCompany, insertCompanyMap } from '../data/companies.repository.ts';
import { insertGroupMenu } from '../data/group-menus.repository.ts';
import { findMenuIdByUrl } from '../data/menus.repository.ts';
import { dropReferenceCache, raiseReferenceVersion } from '../data/reference-cache.ts';
import { insertGroup } from '../data/user-groups.repository.ts';
import type { Db } from '../db/types.ts';
import { createOrUpdateAdmin } from '../features/admins/create-admin.ts';
import { call } from './api.ts';
import { testCipherOf } from './test-keys.ts';

// Test data made through the repositories, named for what it is. Every name is unique within a database, so
// tests in one file never meet each other's data.

let sequence = 0;
const next = () => ++sequence;

/** An admin password that satisfies the admin rule (and contains no login id a factory makes). */
export const ADMIN_PASSWORD = 'Admin#Pass2026';

export type Company = { id: number; code: string; title: string };

/** A usable company that reports can name. */
export async function makeCompany(db: Db, title = `테스트회사${next()}`): Promise<Company> {
  const code = `TEST_CO_${next()}`;
  const id = await insertCompany(db, { code, title, now: new Date() });
  await referenceDataWritten(db);
  return { id, code, title };
}

/** Factories write companies and maps directly: the public lists' caches are told, as a change of reference data tells them (referenceChange). */
async function referenceDataWritten(db: Db): Promise<void> {
  await db.transaction().execute((trx) => raiseReferenceVersion(trx));
  dropReferenceCache(db);
}

export type CompanyMapping = {
  company: Company;
  source?: boolean;
  destination?: boolean;
  /** The group is the company's 감사 책임 그룹 (it must hold the OVERSIGHT menu to oversee). */
  oversight?: boolean;
  disabled?: boolean;
};
export type Group = { id: number; name: string };

/**
 * A usable group holding `menus` (its permissions) and mapped to `companies` (its scope; a company alone is
 * a plain mapping, or give the source/destination flags).
 */
export async function makeGroup(
  db: Db,
  options: {
    name?: string;
    menus?: AdminMenuUrl[];
    companies?: (Company | CompanyMapping)[];
    secondFactorRequired?: boolean;
  } = {},
): Promise<Group> {
  const now = new Date();
  const group = await insertGroup(db, {
    name: options.name ?? `테스트 그룹 ${next()}`,
    description: '',
    secondFactorRequired: options.secondFactorRequired ?? false,
    now,
  });
  for (const url of options.menus ?? []) {
    const menu = await findMenuIdByUrl(db, url);
    if (!menu) throw new Error(`no seeded menu ${url}`);
    await insertGroupMenu(db, testCipherOf(db), group.id, menu.id, now);
  }
  for (const [i, entry] of (options.companies ?? []).entries()) {
    const map = 'company' in entry ? entry : { company: entry };
    await insertCompanyMap(db, testCipherOf(db), {
      companyTypeId: map.company.id,
      groupId: group.id,
      source: map.source ?? false,
      destination: map.destination ?? false,
      oversight: map.oversight ?? false,
      orderSeq: i + 1,
      status: map.disabled ? 'DISABLED' : 'ENABLED',
      now,
    });
  }
  if ((options.companies ?? []).length > 0) await referenceDataWritten(db);
  return { id: group.id, name: group.name };
}

export type Admin = { id: number; loginId: string; name: string };

/** A usable admin with ADMIN_PASSWORD in `group` ('sysadmin' for the seeded system-admin group). */
export async function makeAdmin(
  db: Db,
  group: Group | 'sysadmin',
  options: { loginId?: string; name?: string; email?: string } = {},
): Promise<Admin> {
  const n = next();
  const loginId = options.loginId ?? `admin.${n}`;
  const name = options.name ?? `관리자${n}`;
  const { id } = await createOrUpdateAdmin(
    db,
    {
      loginId,
      name,
      email: options.email ?? null,
      group: group === 'sysadmin' ? { sysadmin: true } : { name: group.name },
      password: ADMIN_PASSWORD,
    },
    testCipherOf(db),
  );
  return { id, loginId, name };
}

/** Signs an admin in and answers the Authorization header of its session. */
export async function signInAdmin(app: FastifyInstance, loginId: string): Promise<{ authorization: string }> {
  const res = await adminSignin(app, loginId);
  if (res.statusCode !== 200) throw new Error(`admin sign-in failed: ${res.body}`);
  return bearer(res.json().token);
}

/** An admin sign-in attempt, as the login page sends it. */
export function adminSignin(
  app: FastifyInstance,
  loginId: string,
  password = ADMIN_PASSWORD,
  remoteAddress = '10.1.2.3',
) {
  return call(app, adminApi.signin, {
    payload: { loginId, password, timestamp: Math.floor(Date.now() / 1000) },
    remoteAddress,
  });
}

export type AuditTeam = { group: Group; admin: Admin; headers: { authorization: string } };

/** An audit team: a group with the report menu (and any other `menus`) for `companies`, one signed-in admin. */
export async function makeAuditTeam(
  app: FastifyInstance,
  db: Db,
  companies: (Company | CompanyMapping)[],
  menus: AdminMenuUrl[] = ['/adminreport'],
): Promise<AuditTeam> {
  const group = await makeGroup(db, { menus, companies });
  const admin = await makeAdmin(db, group);
  return { group, admin, headers: await signInAdmin(app, admin.loginId) };
}

/** A signed-in system admin (the seeded system-admin group holds every menu). */
export async function makeSysadmin(app: FastifyInstance, db: Db): Promise<AuditTeam['headers']> {
  const admin = await makeAdmin(db, 'sysadmin');
  return signInAdmin(app, admin.loginId);
}

/** The Authorization header of a token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
