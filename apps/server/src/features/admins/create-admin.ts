import { adminPasswordProblem, loginIdField, SYSADMIN_MESSAGES } from '@audit/contracts';
import { z } from 'zod';
import {
  findAdminIdByLogin,
  insertAdminUser,
  setAdminPassword,
  updateAdminUser,
} from '../../data/admin-users.repository.ts';
import { groupIdsHolding } from '../../data/group-menus.repository.ts';
import { menuIdsByKey } from '../../data/menus.repository.ts';
import { revokeAdminSessions } from '../../data/sessions.repository.ts';
import { findFirstGroupIn, findGroupByName } from '../../data/user-groups.repository.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Cipher } from '../../security/crypto.ts';
import { hashPassword } from '../../security/passwords.ts';

// The CLI's words (operators read them in a terminal); the field rules are the system-admin form's.
const CLI_TEXT = {
  invalid: '입력값이 올바르지 않습니다.',
  noSysadminGroup: '시스템관리자 그룹이 없습니다.',
  noGroup: (name: string) => `'${name}' 그룹이 없습니다.`,
} as const;

export const createAdminInput = z.object({
  loginId: loginIdField,
  name: z.string().trim().min(1, SYSADMIN_MESSAGES.required).max(100),
  email: z.string().trim().email(SYSADMIN_MESSAGES.emailFormat).max(254).nullable(),
  group: z.union([z.object({ sysadmin: z.literal(true) }), z.object({ name: z.string().trim().min(1) })]),
  password: z.string(),
});
export type CreateAdminInput = z.infer<typeof createAdminInput>;

/** The system-admin group: the oldest group that holds the permission-management menu. */
function findSysadminGroup(db: Db) {
  return findFirstGroupIn(db, groupIdsHolding(db, menuIdsByKey(db, 'GROUP_PERMISSIONS')));
}

/**
 * Creates an admin account for the CLI, or updates name, e-mail, group and password of an existing one (and
 * makes it usable and unlocked): checks the password rule, finds the group, stores an argon2id hash.
 */
export async function createOrUpdateAdmin(db: Db, raw: CreateAdminInput, cipher: Cipher) {
  const parsed = createAdminInput.safeParse(raw);
  if (!parsed.success)
    throw new AppError('VALIDATION_FAILED', parsed.error.issues[0]?.message ?? CLI_TEXT.invalid);
  const input = parsed.data;
  const problem = adminPasswordProblem(input.password, input.loginId);
  if (problem) throw new AppError('VALIDATION_FAILED', problem);
  const group =
    'sysadmin' in input.group ? await findSysadminGroup(db) : await findGroupByName(db, input.group.name);
  if (!group) {
    throw new AppError(
      'VALIDATION_FAILED',
      'sysadmin' in input.group ? CLI_TEXT.noSysadminGroup : CLI_TEXT.noGroup(input.group.name),
    );
  }
  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  const account = { name: input.name, email: input.email, groupId: group.id, now };
  const existing = await findAdminIdByLogin(db, input.loginId);
  if (existing) {
    await db.transaction().execute(async (trx) => {
      await updateAdminUser(trx, cipher, existing.id, { ...account, status: 'ENABLED' });
      await setAdminPassword(trx, cipher, existing.id, passwordHash, now);
      await revokeAdminSessions(trx, existing.id, now);
    });
    return { id: existing.id, created: false, groupName: group.name };
  }
  const id = await insertAdminUser(db, cipher, { ...account, loginId: input.loginId, passwordHash });
  return { id, created: true, groupName: group.name };
}
