import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIND } from '../../security/cipher-bindings.ts';
import { createCipher } from '../../security/crypto.ts';
import { insertReportReferences } from '../../test-support/legacy-rows.ts';
import { openEmptyTestDatabase } from '../../test-support/test-database.ts';
import type { DatabaseHandle } from '../connect.ts';
import { migrateToLatest } from '../migrate.ts';

const BEFORE = '20261123T0100-menu-keys';
const THIS = '20261125T0100-row-bound-ciphertexts';

/** A value as the server wrote it before this migration: format 1, bound to its column only. */
function columnBound(key: Buffer, plain: string | Buffer, label: string): Buffer {
  const iv = randomBytes(12);
  const c = createCipheriv('aes-256-gcm', key, iv);
  c.setAAD(Buffer.from(label, 'utf8'));
  const data = Buffer.concat([c.update(plain), c.final()]);
  const keyId = createHash('sha256').update('audit-key-id:').update(key).digest().subarray(0, 4);
  return Buffer.concat([Buffer.of(1), keyId, iv, c.getAuthTag(), data]);
}

describe('migration: ciphertexts bound to their row', () => {
  const key = randomBytes(32);
  const cipher = createCipher(key);
  let handle: DatabaseHandle;
  // biome-ignore lint/suspicious/noExplicitAny: the schema of before this migration, written by hand.
  const db = () => handle.db as any;
  const ids = { a: 0, b: 0, attachment: 0, comment: 0, mail: 0 };

  beforeAll(async () => {
    handle = await openEmptyTestDatabase();
    await migrateToLatest(handle.db, {}, BEFORE);
    const v1 = (plain: string | Buffer, label: string) => columnBound(key, plain, label);
    const { companyId, typeId } = await insertReportReferences(handle.db);
    for (const [name, receipt] of [
      ['a', '1000001'],
      ['b', '1000002'],
    ] as const) {
      const post = await db()
        .insertInto('posts')
        .values({
          receipt_number: receipt,
          company_type_id: companyId,
          report_type_id: typeId,
          post_type: 'PUBLIC',
          title_enc: v1(`${name} 제목`, 'posts.title'),
          content_enc: v1(`${name} 본문`, 'posts.content'),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids[name] = Number(post.id);
      await db()
        .insertInto('reporter_identities')
        .values({
          post_id: post.id,
          name_enc: v1(`${name} 이름`, 'reporter_identities.name'),
          phone_enc: v1('010-0000-0000', 'reporter_identities.phone'),
          email_enc: v1(`${name}@example.com`, 'reporter_identities.email'),
        })
        .execute();
    }
    const file = await db()
      .insertInto('attachments')
      .values({
        post_id: ids.a,
        filename_enc: v1('증빙.pdf', 'attachments.filename'),
        content_type: 'application/pdf',
        size_bytes: 4,
        data_enc: v1(Buffer.from('%PDF'), 'attachments.data'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.attachment = Number(file.id);
    const comment = await db()
      .insertInto('comments')
      .values({ post_id: ids.a, author_role: 'ROLE_USER', content_enc: v1('답변', 'comments.content') })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.comment = Number(comment.id);
    const mail = await db()
      .insertInto('mail_outbox')
      .values({ to_address: 'x@example.com', subject: '알림', body_enc: v1('메일 본문', 'mail_outbox.body') })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.mail = Number(mail.id);
  });
  afterAll(() => handle?.close());

  it('will not run on stored values without the master key, and changes nothing then', async () => {
    await expect(migrateToLatest(handle.db)).rejects.toThrow(/master key/);
    const post = await db()
      .selectFrom('posts')
      .select('title_enc')
      .where('id', '=', ids.a)
      .executeTakeFirst();
    expect(post.title_enc[0]).toBe(1);
  });

  it('re-encrypts every value for its row; a value copied into another row no longer decrypts', async () => {
    expect(await migrateToLatest(handle.db, { masterKey: key }, THIS)).toEqual([THIS]);
    const posts = await db().selectFrom('posts').selectAll().orderBy('id').execute();
    const [a, b] = posts;
    expect(cipher.decryptText(a.title_enc, BIND.title(ids.a))).toBe('a 제목');
    expect(cipher.decryptText(b.content_enc, BIND.content(ids.b))).toBe('b 본문');
    const identity = await db()
      .selectFrom('reporter_identities')
      .selectAll()
      .where('post_id', '=', ids.b)
      .executeTakeFirst();
    expect(cipher.decryptText(identity.name_enc, BIND.name(ids.b))).toBe('b 이름');
    expect(cipher.decryptText(identity.email_enc, BIND.email(ids.b))).toBe('b@example.com');
    const file = await db().selectFrom('attachments').selectAll().executeTakeFirst();
    expect(cipher.decryptText(file.filename_enc, BIND.filename(ids.a, ids.attachment))).toBe('증빙.pdf');
    expect(cipher.decrypt(file.data_enc, BIND.fileData(ids.a, ids.attachment)).toString()).toBe('%PDF');
    const comment = await db().selectFrom('comments').selectAll().executeTakeFirst();
    expect(cipher.decryptText(comment.content_enc, BIND.comment(ids.a, ids.comment))).toBe('답변');
    const mail = await db().selectFrom('mail_outbox').selectAll().executeTakeFirst();
    expect(cipher.decryptText(mail.body_enc, BIND.mailBody(ids.mail))).toBe('메일 본문');

    // The attack of the review: report A's body copied into report B's row, by someone without the key.
    expect(() => cipher.decryptText(a.content_enc, BIND.content(ids.b))).toThrow();
    expect(() => cipher.decryptText(file.data_enc, BIND.fileData(ids.b, ids.attachment))).toThrow();
  });

  it('lets a row take an id drawn before it is written, and can be rolled back to the column-only format', async () => {
    const { rows } = await sql<{
      id: number;
    }>`select nextval(pg_get_serial_sequence('posts', 'id')) as id`.execute(handle.db);
    expect(Number(rows[0]?.id)).toBeGreaterThan(ids.b);
    await migrateToLatest(handle.db, { masterKey: key }, BEFORE);
    const post = await db()
      .selectFrom('posts')
      .select('title_enc')
      .where('id', '=', ids.a)
      .executeTakeFirst();
    expect(post.title_enc[0]).toBe(1);
  });
});
