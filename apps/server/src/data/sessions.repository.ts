import { sql } from 'kysely';
import { compiledOnce } from './compiled-query.ts';
import type { Db, IdQuery, SessionKind, SessionStage } from '../db/types.ts';
import { adminsWithGroup } from './admin-users.repository.ts';
import { enabledMenusOfGroupJson } from './menus.repository.ts';
import { groupGrantsJson } from './group-grants.ts';
import { postStates } from './posts.repository.ts';

import type { Cipher } from '../security/crypto.ts';
import { sealGrants } from './access-grants.ts';
// Owner of the `sessions` table: bearer-token sessions of reporters and admins (the token is stored as a hash).

type NewSession = {
  tokenHash: Buffer;
  kind: SessionKind;
  postId: number | null;
  adminUserId: number | null;
  stage: SessionStage;
  expiresAt: Date;
  now: Date;
};

// Every sign-in writes one (compiled once: data/compiled-query.ts).
const insertSessionQuery = compiledOnce((db, s: NewSession) =>
  db
    .insertInto('sessions')
    .values({
      token_hash: s.tokenHash,
      kind: s.kind,
      post_id: s.postId,
      admin_user_id: s.adminUserId,
      stage: s.stage,
      created_at: s.now,
      last_seen_at: s.now,
      expires_at: s.expiresAt,
    })
    .returning('id'),
);

export async function insertSession(
  db: Db,
  cipher: Cipher,
  s: Omit<NewSession, 'postId' | 'adminUserId' | 'stage'> & {
    postId?: number;
    adminUserId?: number;
    stage?: SessionStage;
  },
) {
  const [row] = await insertSessionQuery(db, {
    ...s,
    postId: s.postId ?? null,
    adminUserId: s.adminUserId ?? null,
    stage: s.stage ?? 'FULL',
  });
  if (!row) throw new Error('session not written');
  await sealGrants(db, cipher, 'sessions', [row.id]);
  return row;
}

// A session's columns as liveSession checks them: with those its MAC covers (security/access-grant.ts).
const SESSION_COLUMNS = [
  'id',
  'kind',
  'stage',
  'post_id',
  'admin_user_id',
  'last_seen_at',
  'expires_at',
  'revoked_at',
  'token_hash',
  'created_at',
  'access_mac',
] as const;

export function findSessionByTokenHash(db: Db, tokenHash: Buffer) {
  return db
    .selectFrom('sessions')
    .select(SESSION_COLUMNS)
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/**
 * A token's session with its admin (account, group name and status) and the group's usable menus, in one query: every
 * admin request starts here (admin-auth/resolve-admin.ts). Built and compiled once (data/compiled-query.ts).
 */
const adminSessionQuery = compiledOnce((db, p: { tokenHash: Buffer }) =>
  db
    .selectFrom('sessions as s')
    .leftJoin(adminsWithGroup(db).as('a'), 'a.id', 's.admin_user_id')
    .select([
      's.id',
      's.kind',
      's.stage',
      's.post_id',
      's.admin_user_id',
      's.last_seen_at',
      's.expires_at',
      's.revoked_at',
      's.token_hash',
      's.created_at',
      's.access_mac',
      'a.login_id',
      'a.password_hash',
      'a.totp_secret_enc',
      'a.totp_enabled_at',
      'a.access_mac as admin_access_mac',
      'a.name',
      'a.status',
      'a.group_id',
      'a.group_name',
      'a.group_status',
    ])
    .select(enabledMenusOfGroupJson(sql.ref('a.group_id')).as('group_menu_list'))
    .select(groupGrantsJson(sql.ref('a.group_id')).as('group_grants'))
    .where('s.token_hash', '=', p.tokenHash),
);

export async function findAdminSession(db: Db, tokenHash: Buffer) {
  return (await adminSessionQuery(db, { tokenHash }))[0];
}

export async function touchSession(db: Db, id: number, now: Date): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', id).execute();
}

/**
 * Deletes the sessions whose absolute lifetime ended before `endedBefore` (reporters' and admins'): no token of theirs
 * can be used again. The retention job runs it; a token of a deleted session answers 401 like an unknown one.
 * Answers how many.
 */
export async function deleteEndedSessions(db: Db, endedBefore: Date): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expires_at', '<', endedBefore).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Ends a session (logout); later use of its token answers 410. */
export async function revokeSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every live session of the given admins at once (made unusable, moved, or their group was). */
export async function revokeAdminSessions(db: Db, adminUserIds: number | IdQuery, now: Date): Promise<void> {
  const q = db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('kind', '=', 'ADMIN')
    .where('revoked_at', 'is', null);
  await (typeof adminUserIds === 'number'
    ? q.where('admin_user_id', '=', adminUserIds)
    : q.where('admin_user_id', 'in', adminUserIds)
  ).execute();
}

/** Live reporter sessions of completed reports, with the report's completion (the retention job ends closed ones). */
export function listLiveReporterSessionsOfCompleted(db: Db, now: Date) {
  return db
    .selectFrom('sessions as s')
    .innerJoin(postStates(db).as('p'), 'p.id', 's.post_id')
    .select(['s.id', 'p.status_code', 'p.completed_at'])
    .where('s.kind', '=', 'REPORTER')
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', now)
    .where('p.status_code', '=', 'COMPLETED')
    .execute();
}

/** Ends the given sessions; answers how many were still live. */
export async function revokeSessions(db: Db, sessionIds: number[], now: Date): Promise<number> {
  if (sessionIds.length === 0) return 0;
  const rows = await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('id', 'in', sessionIds)
    .where('revoked_at', 'is', null)
    .returning('id')
    .execute();
  return rows.length;
}
