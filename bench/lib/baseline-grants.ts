import { verify } from '@node-rs/argon2';
import type pg from 'pg';
import {
  type GrantRow,
  type GrantTable,
  grantMac,
  grantMacValid,
  receiptHash,
} from '../../apps/server/src/security/access-grant.ts';
import type { Cipher } from '../../apps/server/src/security/crypto.ts';
import { hashToken, newToken } from '../../apps/server/src/security/tokens.ts';

// The raw baseline's (bench/baseline-server.ts) checks of what grants access, as the server makes them (issue 30,
// hole 6): the MACs of the admin's session, account, the group's REPORTS menu rows and company maps, and of a
// reporter's credentials, found by the receipt number's keyed hash; a reporter's session written with its MAC.

export type Query = (text: string, values?: unknown[]) => Promise<pg.QueryResult>;
export type Who = { id: number; loginId: string; groupId: number };

/** A MAC column as the check reads it (bytes; JSON carries them as base64). */
const macOf = (v: unknown) => (typeof v === 'string' ? Buffer.from(v, 'base64') : v);
const holds = (cipher: Cipher, table: GrantTable, row: GrantRow) =>
  grantMacValid(cipher, table, { ...row, access_mac: macOf(row.access_mac) });

/** The admin of a bearer token with the REPORTS menu, in one query, or null. */
export async function adminOf(query: Query, cipher: Cipher, token: string): Promise<Who | null> {
  // The session and its admin with the columns their MACs cover, the group's REPORTS menu rows and its company maps
  // with theirs.
  const { rows } = await query(
    `select s.id, s.token_hash, s.kind, s.admin_user_id, s.post_id, s.stage, s.created_at, s.expires_at,
        s.access_mac, a.login_id, a.password_hash, a.group_id, a.status, a.totp_secret_enc, a.totp_enabled_at,
        a.access_mac as admin_mac,
        (select json_agg(json_build_object('id', gm.id, 'group_id', gm.group_id, 'menu_id', gm.menu_id,
            'access_mac', encode(gm.access_mac, 'base64')))
           from group_menus gm join menus m on m.id = gm.menu_id
          where gm.group_id = a.group_id and m.key = 'REPORTS' and m.status = 'ENABLED') as menus,
        (select json_agg(json_build_object('id', m.id, 'company_type_id', m.company_type_id, 'group_id', m.group_id,
            'is_source_comp', m.is_source_comp, 'is_destination_comp', m.is_destination_comp,
            'is_oversight', m.is_oversight, 'status', m.status, 'access_mac', encode(m.access_mac, 'base64')))
           from company_type_maps m where m.group_id = a.group_id) as maps
       from sessions s
      join admin_users a on a.id = s.admin_user_id join user_groups g on g.id = a.group_id
     where s.token_hash = $1 and s.kind = 'ADMIN' and s.stage = 'FULL' and s.revoked_at is null
       and s.expires_at > now() and s.last_seen_at > now() - interval '30 minutes'
       and a.status = 'ENABLED' and g.status = 'ENABLED'`,
    [hashToken(token)],
  );
  const r = rows[0];
  if (
    !r ||
    !holds(cipher, 'sessions', {
      ...r,
      id: Number(r.id),
      post_id: r.post_id === null ? null : Number(r.post_id),
    }) ||
    !holds(cipher, 'admin_users', { ...r, id: r.admin_user_id, access_mac: r.admin_mac }) ||
    !(r.menus ?? []).some((m: GrantRow) => holds(cipher, 'group_menus', m))
  )
    return null;
  // A company map written without the key empties the scope, as in the server (group 0 names no group).
  const mapsHold = (r.maps ?? []).every((m: GrantRow) => holds(cipher, 'company_type_maps', m));
  return { id: r.admin_user_id, loginId: r.login_id, groupId: mapsHold ? r.group_id : 0 };
}

/** A reporter's sign-in: the token of a new session, or null for an unknown receipt or a wrong password. */
export async function reporterSession(
  query: Query,
  cipher: Cipher,
  loginId: string,
  password: string,
): Promise<string | null> {
  const { rows } = await query(
    'select c.post_id, c.password_hash, c.access_mac from reporter_credentials c join posts p on p.id = c.post_id where p.receipt_hash = $1',
    [receiptHash(cipher, String(loginId).replace(/[\s-]/g, ''))],
  );
  const cred = rows[0];
  if (!cred || !holds(cipher, 'reporter_credentials', { ...cred, post_id: Number(cred.post_id) }))
    return null;
  if (!(await verify(cred.password_hash, password))) return null;
  const token = newToken();
  // The session with its MAC, in one insert: its id drawn first from the table's sequence.
  const session = {
    id: Number((await query(`select nextval(pg_get_serial_sequence('sessions', 'id')) as id`)).rows[0].id),
    token_hash: hashToken(token),
    kind: 'REPORTER',
    admin_user_id: null,
    post_id: Number(cred.post_id),
    stage: 'FULL',
    created_at: new Date(),
    expires_at: new Date(Date.now() + 4 * 3_600_000),
  };
  await query(
    `insert into sessions (id, token_hash, kind, post_id, stage, created_at, last_seen_at, expires_at, access_mac)
     overriding system value values ($1, $2, 'REPORTER', $3, 'FULL', $4, $4, $5, $6)`,
    [
      session.id,
      session.token_hash,
      session.post_id,
      session.created_at,
      session.expires_at,
      grantMac(cipher, 'sessions', session),
    ],
  );
  return token;
}
