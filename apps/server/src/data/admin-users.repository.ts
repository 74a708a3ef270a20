import { sql } from 'kysely';
import type { Db, IdQuery } from '../db/types.ts';
import type { CountedAttempt } from '../security/signin-lockout.ts';
import { enabledGroupIds, groupNames } from './user-groups.repository.ts';
import type { Cipher } from '../security/crypto.ts';
import { resealAfter, sealGrants } from './access-grants.ts';

// Owner of the `admin_users` table: admin accounts, their password hash and sign-in lock.

/** Every admin's name and login id, to join for names: `.leftJoin(adminNames(db).as('a'), ...)`. */
export function adminNames(db: Db) {
  return db.selectFrom('admin_users').select(['id', 'name', 'login_id']);
}

/** Ids of a group's admins (to filter by). */
export function adminIdsOfGroup(db: Db, groupId: number) {
  return db.selectFrom('admin_users').select('id').where('group_id', '=', groupId);
}

/** The account a sign-in names, with its group's status. */
export function findAdminForSignin(db: Db, loginId: string) {
  return db
    .selectFrom('admin_users as a')
    .innerJoin(groupNames(db).as('g'), 'g.id', 'a.group_id')
    .select([
      'a.id',
      'a.login_id',
      'a.group_id',
      'a.password_hash',
      'a.status',
      'a.totp_secret_enc',
      'a.totp_enabled_at',
      'a.access_mac',
      'g.status as group_status',
      'g.second_factor_required',
    ])
    .where('a.login_id', '=', loginId)
    .executeTakeFirst();
}

/**
 * Counts one sign-in attempt unless the account is locked at `now`, in one write: the count, and the lock when it
 * reaches `lock.failures` (the count starts again). Null when it was locked; otherwise whether this attempt locked it.
 */
export async function countAdminAttempt(
  db: Db,
  id: number,
  now: Date,
  lock: { failures: number; until: Date },
): Promise<CountedAttempt | null> {
  const reaches = sql<boolean>`failed_login_count + 1 >= ${lock.failures}`;
  const row = await db
    .updateTable('admin_users')
    .set({
      failed_login_count: sql`case when ${reaches} then 0 else failed_login_count + 1 end`,
      locked_until: sql`case when ${reaches} then ${lock.until}::timestamptz else locked_until end`,
    })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .returning('locked_until')
    .executeTakeFirst();
  return row ? { lockedNow: row.locked_until !== null && row.locked_until > now } : null;
}

/** A successful sign-in: the count starts again and any lock is lifted. */
export async function clearAdminAttempts(db: Db, id: number): Promise<void> {
  await db
    .updateTable('admin_users')
    .set({ failed_login_count: 0, locked_until: null })
    .where('id', '=', id)
    .execute();
}

const columns = [
  'a.id',
  'a.login_id',
  'a.name',
  'a.email',
  'a.status',
  'a.group_id',
  'g.name as group_name',
  'g.status as group_status',
  'a.password_hash',
  'a.totp_secret_enc',
  'a.totp_enabled_at',
  'a.access_mac',
] as const;

/** Admins with their group's name and status, to join (`.leftJoin(adminsWithGroup(db).as('a'), ...)`). */
export function adminsWithGroup(db: Db) {
  return db
    .selectFrom('admin_users as a')
    .innerJoin(groupNames(db).as('g'), 'g.id', 'a.group_id')
    .select(columns);
}

/** Usable admins of usable groups among `groupIds`, with their group's name, by name (a report's possible handlers). */
export function listEnabledAdminsIn(db: Db, groupIds: IdQuery) {
  return adminsWithGroup(db)
    .where('a.status', '=', 'ENABLED')
    .where('g.status', '=', 'ENABLED')
    .where('a.group_id', 'in', groupIds)
    .orderBy('a.name')
    .orderBy('a.id')
    .execute();
}

export function listAdminUsers(db: Db) {
  return adminsWithGroup(db).orderBy('a.id').execute();
}
export type AdminUserRow = Awaited<ReturnType<typeof listAdminUsers>>[number];

/** An admin with the group's name and status (every admin request, the sysadmin screens). */
export function findAdminUser(db: Db, id: number) {
  return adminsWithGroup(db).where('a.id', '=', id).executeTakeFirst();
}

export function findAdminIdByLogin(db: Db, loginId: string) {
  return db.selectFrom('admin_users').select('id').where('login_id', '=', loginId).executeTakeFirst();
}

/** How many admins there are, or, given `usableIn`, how many usable admins the groups `usableIn` hold. */
export async function countAdmins(db: Db, usableIn?: IdQuery): Promise<number> {
  let q = db.selectFrom('admin_users').select((eb) => eb.fn.countAll<number>().as('n'));
  if (usableIn) q = q.where('status', '=', 'ENABLED').where('group_id', 'in', usableIn);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

/**
 * E-mail addresses of the usable admins in usable groups, sorted: those in `groupIds`, or those among `adminIds`,
 * less those among `exceptIds` (the mail recipients: groups or a report's handlers, less its excluded admins).
 */
export async function listEmailsIn(
  db: Db,
  who: { groupIds: IdQuery } | { adminIds: IdQuery },
  exceptIds?: IdQuery,
): Promise<string[]> {
  let query = db
    .selectFrom('admin_users')
    .select('email')
    .distinct()
    .where('status', '=', 'ENABLED')
    .where('email', 'is not', null)
    .where('group_id', 'in', enabledGroupIds(db));
  query =
    'groupIds' in who ? query.where('group_id', 'in', who.groupIds) : query.where('id', 'in', who.adminIds);
  if (exceptIds) query = query.where('id', 'not in', exceptIds);
  const rows = await query.execute();
  return rows.flatMap((r) => (r.email ? [r.email] : [])).sort();
}

/** Ids of the usable admins of usable groups (to filter by). */
export function enabledAdminIds(db: Db) {
  return db
    .selectFrom('admin_users')
    .select('id')
    .where('status', '=', 'ENABLED')
    .where('group_id', 'in', enabledGroupIds(db));
}

export async function insertAdminUser(
  db: Db,
  cipher: Cipher,
  u: {
    loginId: string;
    name: string;
    email: string | null;
    groupId: number;
    passwordHash?: string;
    now: Date;
  },
): Promise<number> {
  const row = await db
    .insertInto('admin_users')
    .values({
      login_id: u.loginId,
      name: u.name,
      email: u.email,
      group_id: u.groupId,
      password_hash: u.passwordHash ?? null,
      password_changed_at: u.passwordHash ? u.now : null,
      created_at: u.now,
      updated_at: u.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sealGrants(db, cipher, 'admin_users', [row.id]);
  return row.id;
}

export async function updateAdminUser(
  db: Db,
  cipher: Cipher,
  id: number,
  u: { name: string; email: string | null; groupId: number; status: 'ENABLED' | 'DISABLED'; now: Date },
): Promise<void> {
  await resealAfter(db, cipher, 'admin_users', id, () =>
    db
      .updateTable('admin_users')
      .set({ name: u.name, email: u.email, group_id: u.groupId, status: u.status, updated_at: u.now })
      .where('id', '=', id)
      .execute(),
  );
}

/** A new password: stored as its hash, the lock lifted. */
export async function setAdminPassword(
  db: Db,
  cipher: Cipher,
  id: number,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await resealAfter(db, cipher, 'admin_users', id, () =>
    db
    .updateTable('admin_users')
    .set({
      password_hash: passwordHash,
      password_changed_at: now,
      failed_login_count: 0,
      locked_until: null,
      updated_at: now,
    })
    .where('id', '=', id)
    .execute(),
  );
}

/** The admin's TOTP secret (encrypted), whether it is in use, and the last time step accepted. */
export function findSecondFactor(db: Db, id: number) {
  return db
    .selectFrom('admin_users')
    .select(['totp_secret_enc', 'totp_enabled_at', 'totp_last_step'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Keeps a new secret during enrollment, not in use until it is confirmed; an earlier unconfirmed one is replaced.
 * Answers false, changing nothing, when a confirmed secret is in use: only a reset (clearSecondFactor) forgets it.
 */
export async function setPendingTotpSecret(
  db: Db,
  cipher: Cipher,
  id: number,
  secretEnc: Buffer,
  now: Date,
): Promise<boolean> {
  const row = await resealAfter(db, cipher, 'admin_users', id, () =>
    db
      .updateTable('admin_users')
      .set({ totp_secret_enc: secretEnc, totp_last_step: null, updated_at: now })
      .where('id', '=', id)
      .where('totp_enabled_at', 'is', null)
      .returning('id')
      .executeTakeFirst(),
  );
  return row !== undefined;
}

/**
 * Accepts a TOTP time step once: answers false when this or a later step was already used (a replayed code, or
 * the same code sent twice at once). `enable` also puts a secret being enrolled in use (unless one is in use).
 */
export async function useTotpStep(
  db: Db,
  cipher: Cipher,
  id: number,
  step: number,
  now: Date,
  enable = false,
): Promise<boolean> {
  const write = () => {
    let query = db
      .updateTable('admin_users')
      .set({ totp_last_step: step, ...(enable ? { totp_enabled_at: now, updated_at: now } : {}) })
      .where('id', '=', id)
      .where('totp_secret_enc', 'is not', null);
    // Enabling puts a pending secret in use, never one over a secret already in use (two enrolments racing).
    if (enable) query = query.where('totp_enabled_at', 'is', null);
    return query
      .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
      .returning('id')
      .executeTakeFirst();
  };
  // Putting a secret in use changes what the MAC covers; counting a step does not.
  const row = enable ? await resealAfter(db, cipher, 'admin_users', id, write) : await write();
  return row !== undefined;
}

/** Forgets the admin's second factor (a lost phone): it enrolls again at the next sign-in if its group requires. */
export async function clearSecondFactor(db: Db, cipher: Cipher, id: number, now: Date): Promise<void> {
  await resealAfter(db, cipher, 'admin_users', id, () =>
    db
      .updateTable('admin_users')
      .set({ totp_secret_enc: null, totp_enabled_at: null, totp_last_step: null, updated_at: now })
      .where('id', '=', id)
      .execute(),
  );
}
