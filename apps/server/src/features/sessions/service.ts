import { ERROR_CODES, INFORMANT_MESSAGES } from '@audit/contracts';
import type { Kysely } from 'kysely';
import type { Database, SessionKind } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import { hashToken, newToken } from '../../security/tokens.ts';
import { findSessionByTokenHash, insertSession, touchSession } from './repository.ts';

export const SESSION_RULES: Record<SessionKind, { idleMs: number; absoluteMs: number }> = {
  REPORTER: { idleMs: 30 * 60_000, absoluteMs: 4 * 60 * 60_000 },
  ADMIN: { idleMs: 30 * 60_000, absoluteMs: 12 * 60 * 60_000 },
};

// Writing last_seen_at on every request would turn every read into a write; a minute of slack is harmless.
const TOUCH_AFTER_MS = 60_000;

export type SessionOwner = { kind: 'REPORTER'; postId: number } | { kind: 'ADMIN'; adminUserId: number };
export type ResolvedSession = { sessionId: number } & SessionOwner;

export async function openSession(db: Kysely<Database>, owner: SessionOwner, now: Date): Promise<string> {
  const token = newToken();
  await insertSession(db, {
    tokenHash: hashToken(token),
    kind: owner.kind,
    ...(owner.kind === 'REPORTER' ? { postId: owner.postId } : { adminUserId: owner.adminUserId }),
    expiresAt: new Date(now.getTime() + SESSION_RULES[owner.kind].absoluteMs),
    now,
  });
  return token;
}

export function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return match?.[1] ?? null;
}

const missing = () => new AppError(ERROR_CODES.unauthorized, 401, INFORMANT_MESSAGES.sessionMissing);

/**
 * Finds the live session of a bearer token. No or unknown token: 401. Ended by logout, idle for longer than the
 * idle timeout, or past its absolute lifetime: 410, which the web app answers by dropping the token.
 */
export async function resolveSession(
  db: Kysely<Database>,
  token: string | null,
  kind: SessionKind,
  now: Date,
  expiredMessage: string,
): Promise<ResolvedSession> {
  if (!token || token.length > 100) throw missing();
  const session = await findSessionByTokenHash(db, hashToken(token));
  if (!session || session.kind !== kind) throw missing();
  const rules = SESSION_RULES[kind];
  const idleFor = now.getTime() - session.last_seen_at.getTime();
  if (session.revoked_at || idleFor > rules.idleMs || session.expires_at.getTime() <= now.getTime()) {
    throw new AppError(ERROR_CODES.sessionExpired, 410, expiredMessage);
  }
  if (idleFor > TOUCH_AFTER_MS) await touchSession(db, session.id, now);
  if (kind === 'REPORTER') return { sessionId: session.id, kind, postId: session.post_id! };
  return { sessionId: session.id, kind, adminUserId: session.admin_user_id! };
}
