import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import { createOrUpdateAdmin } from '../features/admins/create-admin.ts';

export const ADMIN_PASSWORD = 'Admin#Pass2026';

/** Creates an admin in a seeded group ('sysadmin' for the system-admin group). */
export async function createAdmin(
  db: Kysely<Database>,
  loginId: string,
  group: string,
  name = `${loginId} 관리자`,
) {
  await createOrUpdateAdmin(db, {
    loginId,
    name,
    email: null,
    group: group === 'sysadmin' ? { sysadmin: true } : { name: group },
    password: ADMIN_PASSWORD,
  });
}

export async function adminSignin(
  app: FastifyInstance,
  loginId: string,
  password = ADMIN_PASSWORD,
  remoteAddress = '10.1.2.3',
) {
  return app.inject({
    method: 'POST',
    url: '/api/admin/signin',
    payload: { loginId, password, timestamp: Math.floor(Date.now() / 1000) },
    remoteAddress,
  });
}

/** Creates the admin and answers the Authorization header of a fresh session. */
export async function adminHeaders(
  app: FastifyInstance,
  db: Kysely<Database>,
  loginId: string,
  group: string,
) {
  await createAdmin(db, loginId, group);
  const res = await adminSignin(app, loginId);
  if (res.statusCode !== 200) throw new Error(`admin sign-in failed: ${res.body}`);
  return { authorization: `Bearer ${(res.json() as { token: string }).token}` };
}
