import { findSessionByTokenHash, insertSession, touchSession } from '../../data/sessions.repository.ts';
import type { Db, SessionKind, SessionStage } from '../../db/types.ts';
import { AppError } from '../../lib/app-error.ts';
import { grantHolds } from '../../security/access-grant.ts';
import type { Cipher } from '../../security/crypto.ts';
import { hashToken, newToken } from '../../security/tokens.ts';

export const SESSION_RULES: Record<SessionKind, { idleMs: number; absoluteMs: number }> = {
  REPORTER: { idleMs: 30 * 60_000, absoluteMs: 4 * 60 * 60_000 },
  ADMIN: { idleMs: 30 * 60_000, absoluteMs: 12 * 60 * 60_000 },
};

// Writing last_seen_at on every request would turn every read into a write; a minute of slack is harmless.
const TOUCH_AFTER_MS = 60_000;

/** An admin's sign-in step between the password and the second factor lasts this long. */
export const SIGNIN_STEP_MS = 10 * 60_000;

export type SessionOwner =
  | { kind: 'REPORTER'; postId: number }
  | { kind: 'ADMIN'; adminUserId: number; stage?: SessionStage };

/**
 * Opens a session for a reporter's report or an admin; answers the bearer token (only its hash is stored). An
 * admin's sign-in step (stage other than FULL) opens nothing but that step, for SIGNIN_STEP_MS.
 */
export async function openSession(db: Db, cipher: Cipher, owner: SessionOwner, now: Date): Promise<string> {
  const token = newToken();
  const stage = owner.kind === 'ADMIN' ? (owner.stage ?? 'FULL') : 'FULL';
  const lifetime = stage === 'FULL' ? SESSION_RULES[owner.kind].absoluteMs : SIGNIN_STEP_MS;
  await insertSession(db, cipher, {
    tokenHash: hashToken(token),
    kind: owner.kind,
    ...(owner.kind === 'REPORTER' ? { postId: owner.postId } : { adminUserId: owner.adminUserId }),
    stage,
    expiresAt: new Date(now.getTime() + lifetime),
    now,
  });
  return token;
}

/** What a person is told when the token is missing or unknown (401) and when the session has ended (410). */
export type SessionMessages = { missing: string; expired: string };

/**
 * Finds the live session of a bearer token and answers the id of what it opens (the report, or the admin).
 * No or unknown token: 401. Ended by logout, idle for longer than the idle timeout, or past its absolute
 * lifetime: 410, which the web app answers by dropping the token.
 */
export async function resolveSession(
  db: Db,
  cipher: Cipher,
  token: string | null,
  kind: SessionKind,
  now: Date,
  messages: SessionMessages,
  stage: SessionStage = 'FULL',
): Promise<{ sessionId: number; ownerId: number }> {
  const hash = tokenHashOf(token, messages);
  return liveSession(db, cipher, await findSessionByTokenHash(db, hash), kind, now, messages, stage);
}

/** The hash a bearer token is stored under; no token (or an absurd one) is 401 at once. */
export function tokenHashOf(token: string | null, messages: SessionMessages): Buffer {
  if (!token || token.length > 100) throw new AppError('UNAUTHORIZED', messages.missing);
  return hashToken(token);
}

type SessionRow = Awaited<ReturnType<typeof findSessionByTokenHash>>;

/** Checks a session found by its token's hash (see resolveSession) and keeps it alive. */
export async function liveSession(
  db: Db,
  cipher: Cipher,
  session: SessionRow,
  kind: SessionKind,
  now: Date,
  messages: SessionMessages,
  stage: SessionStage = 'FULL',
): Promise<{ sessionId: number; ownerId: number }> {
  const ownerId = kind === 'REPORTER' ? session?.post_id : session?.admin_user_id;
  // A sign-in step's token opens only its step: as a bearer token it is unknown, and the reverse.
  if (!session || session.kind !== kind || session.stage !== stage || ownerId == null)
    throw new AppError('UNAUTHORIZED', messages.missing);
  // A session written without the key (a row inserted with a known token's hash) opens nothing: as if unknown.
  if (!grantHolds(cipher, 'sessions', session)) throw new AppError('UNAUTHORIZED', messages.missing);
  const rules = SESSION_RULES[kind];
  const idleFor = now.getTime() - session.last_seen_at.getTime();
  if (session.revoked_at || idleFor > rules.idleMs || session.expires_at.getTime() <= now.getTime()) {
    throw new AppError('SESSION_EXPIRED', messages.expired);
  }
  if (idleFor > TOUCH_AFTER_MS) await touchSession(db, session.id, now);
  return { sessionId: session.id, ownerId };
}
