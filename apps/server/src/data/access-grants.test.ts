import { randomBytes } from 'node:crypto';
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { migrationProvider } from '../db/migrations/index.ts';
import { grantMacValid, openReceipt, receiptHash } from '../security/access-grant.ts';
import { BIND } from '../security/cipher-bindings.ts';
import { createCipher } from '../security/crypto.ts';
import { insertReportReferences } from '../test-support/legacy-rows.ts';
import { openEmptyTestDatabase } from '../test-support/test-database.ts';
import { resealAfter, resealAllGrants, sealUnsealedGrants } from './access-grants.ts';

const BEFORE = '20261207T0100-pending-reports';

// A site that ran before grant MACs (issue 30): its rows are sealed, and its receipt numbers hashed and encrypted, by
// the first start with the key after the migration; an update by the site never blesses a row changed without the key;
// a key rotation seals again what held, and only that.
describe('access grants of an existing site', () => {
  let handle: DatabaseHandle;
  // biome-ignore lint/suspicious/noExplicitAny: rows written as the schema of before the migration had them.
  const db = () => handle.db as any;
  const cipher = createCipher(randomBytes(32));
  let postId: number;
  let groupMenuId: number;

  beforeAll(async () => {
    handle = await openEmptyTestDatabase();
    const migrator = new Migrator({ db: handle.db, provider: migrationProvider({}) });
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    const { companyId, typeId } = await insertReportReferences(handle.db, [['WAITING', '접수대기']]);
    postId = (
      await db()
        .insertInto('posts')
        .values({
          receipt_number: '4000000000000001',
          company_type_id: companyId,
          report_type_id: typeId,
          post_type: 'PRIVATE',
          title_enc: Buffer.of(1),
          content_enc: Buffer.of(1),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await db().insertInto('reporter_credentials').values({ post_id: postId, password_hash: 'hash' }).execute();
    const group = await db().insertInto('user_groups').values({ name: '감사팀' }).returning('id').executeTakeFirstOrThrow();
    const menu = await db()
      .insertInto('menus')
      .values({ name: '제보', url: '/adminreport', key: 'REPORTS' })
      .returning('id')
      .executeTakeFirstOrThrow();
    groupMenuId = (
      await db()
        .insertInto('group_menus')
        .values({ group_id: group.id, menu_id: menu.id })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await migrateToLatest(handle.db);
  });
  afterAll(() => handle.close());

  const grantRow = async (table: 'group_menus' | 'reporter_credentials', key: string, id: number) =>
    (await sql<Record<string, unknown>>`select * from ${sql.table(table)} where ${sql.ref(key)} = ${id}`.execute(db()))
      .rows[0] as Record<string, unknown>;

  it('seals the rows and hides the receipt numbers at the first start with the key', async () => {
    expect((await grantRow('group_menus', 'id', groupMenuId)).access_mac).toBeNull();
    expect(await sealUnsealedGrants(handle.db, cipher)).toBeGreaterThanOrEqual(3);
    expect(grantMacValid(cipher, 'group_menus', await grantRow('group_menus', 'id', groupMenuId))).toBe(true);
    expect(grantMacValid(cipher, 'reporter_credentials', await grantRow('reporter_credentials', 'post_id', postId))).toBe(
      true,
    );
    const post = await db().selectFrom('posts').selectAll().where('id', '=', postId).executeTakeFirstOrThrow();
    expect(post.receipt_number).toBeNull();
    expect(post.receipt_hash).toEqual(receiptHash(cipher, '4000000000000001'));
    expect(openReceipt(cipher, postId, post.receipt_enc)).toBe('4000000000000001');
    // A second start seals nothing more.
    expect(await sealUnsealedGrants(handle.db, cipher)).toBe(0);
  });

  it("does not bless a change made without the key when the site updates the row's other columns", async () => {
    await sql`update group_menus set menu_id = menu_id where id = ${groupMenuId}`.execute(db());
    await sql`update group_menus set access_mac = ${Buffer.alloc(32)} where id = ${groupMenuId}`.execute(db());
    await resealAfter(handle.db, cipher, 'group_menus', groupMenuId, async () => {});
    expect(grantMacValid(cipher, 'group_menus', await grantRow('group_menus', 'id', groupMenuId))).toBe(false);
  });

  it('seals again under a new key what held under the old one, and recomputes receipt hashes', async () => {
    const oldKey = randomBytes(32);
    const ring = createCipher(oldKey);
    await sql`update reporter_credentials set access_mac = null`.execute(db());
    await sql`update posts set receipt_enc = ${ring.encrypt('4000000000000001', BIND.receipt(postId))}`.execute(
      db(),
    );
    await sealUnsealedGrants(handle.db, ring);
    ring.rotateTo(randomBytes(32));
    await resealAllGrants(handle.db, ring);
    ring.retireOldKeys();
    expect(grantMacValid(ring, 'reporter_credentials', await grantRow('reporter_credentials', 'post_id', postId))).toBe(
      true,
    );
    // The row that did not hold still does not.
    expect(grantMacValid(ring, 'group_menus', await grantRow('group_menus', 'id', groupMenuId))).toBe(false);
    const post = await db().selectFrom('posts').select(['receipt_hash']).where('id', '=', postId).executeTakeFirstOrThrow();
    expect(post.receipt_hash).toEqual(receiptHash(ring, '4000000000000001'));
  });
});
