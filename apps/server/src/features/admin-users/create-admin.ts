import { adminPasswordProblem } from '@audit/contracts';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/types.ts';
import { badRequest } from '../../errors.ts';
import { hashPassword } from '../../security/passwords.ts';
import { findGroupByName, findSysadminGroup, upsertAdmin } from './repository.ts';

export const createAdminInput = z.object({
  loginId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._-]{3,50}$/, '아이디는 영문, 숫자, . _ - 로 3~50자여야 합니다.'),
  name: z.string().trim().min(1, '이름을 입력해주세요.').max(100),
  email: z.string().trim().email('이메일 양식에 맞게 작성해주세요.').max(254).nullable(),
  group: z.union([z.object({ sysadmin: z.literal(true) }), z.object({ name: z.string().trim().min(1) })]),
  password: z.string(),
});
export type CreateAdminInput = z.infer<typeof createAdminInput>;

/** Creates or updates an admin account for the CLI: checks the password rule, finds the group, stores an argon2id hash. */
export async function createOrUpdateAdmin(db: Kysely<Database>, raw: CreateAdminInput) {
  const parsed = createAdminInput.safeParse(raw);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? '입력값이 올바르지 않습니다.');
  const input = parsed.data;
  const problem = adminPasswordProblem(input.password, input.loginId);
  if (problem) throw badRequest(problem);
  const group =
    'sysadmin' in input.group ? await findSysadminGroup(db) : await findGroupByName(db, input.group.name);
  if (!group) {
    throw badRequest(
      'sysadmin' in input.group ? '시스템관리자 그룹이 없습니다.' : `'${input.group.name}' 그룹이 없습니다.`,
    );
  }
  const passwordHash = await hashPassword(input.password);
  const result = await upsertAdmin(db, {
    loginId: input.loginId,
    name: input.name,
    email: input.email,
    groupId: group.id,
    passwordHash,
  });
  return { ...result, groupName: group.name };
}
