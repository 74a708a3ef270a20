import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { endpointUrl, noteApi, reporterApi } from '@audit/contracts';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { enqueueMails, reserveMailIds } from '../../data/mail-outbox.repository.ts';
import { rowByKey, rowsNotUnderKey } from '../../db/table-rows.ts';
import { BIND, ENCRYPTED_TABLES } from '../../security/cipher-bindings.ts';
import { createCipher, masterKeyId } from '../../security/crypto.ts';
import { loadMasterKey, replaceKeyFile } from '../../security/master-key-file.ts';
import { call } from '../../test-support/api.ts';
import { makeAuditTeam, makeCompany } from '../../test-support/factories.ts';
import { type FilledSite, siteView } from '../../test-support/filled-site.ts';
import { postIdOf } from '../../test-support/report-world.ts';
import { fileReport, makeReport, pdfBytes, reportForm, VALID_PASSWORD } from '../../test-support/reports.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { cleanPendingAttachments } from '../attachments/clean-attachments.ts';
import { rotateMasterKey } from './rotate-key.ts';
import { checkKeyFitsData, learnRotationKeys } from './rotation-keys.ts';

// Writers that hold a key across an await while a key rotation runs to its end (the rotation's own passes are
// tested in rotate-key.test.ts). Each test holds the writer at a known point, runs the rotation to completion, then
// lets the writer finish: no sleeps, the order is forced.

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

async function valuesNotUnder(t: TestApp, keyId: string): Promise<string[]> {
  const found: string[] = [];
  for (const table of ENCRYPTED_TABLES)
    for (const column of Object.keys(table.columns))
      for (const ids of await rowsNotUnderKey(t.database.db, table.table, table.ids, column, keyId))
        found.push(`${table.table}.${column} ${JSON.stringify(ids)}`);
  return found;
}

describe('a key rotation while a writer is in flight', () => {
  const oldKey = randomBytes(32);
  let t: TestApp;
  let dataDir: string;
  beforeEach(async () => {
    t = await buildTestApp({}, { masterKey: oldKey });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-rotate-flight-'));
    fs.writeFileSync(path.join(dataDir, 'master.key'), `${oldKey.toString('base64')}\n`, { mode: 0o600 });
  });
  afterEach(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** Runs a whole rotation in this process, as `npm run rotate-key` does in key-file mode; answers the new key. */
  async function rotate(): Promise<Buffer> {
    const summary = await rotateMasterKey(t.database.db, t.deps.cipher, {
      newKey: 'generate',
      now: () => new Date(),
      settleMs: 0,
      persistNewKey: (keys) => {
        replaceKeyFile(dataDir, keys.newKey, keys.oldKey);
      },
    });
    const newKey = loadMasterKey(undefined, dataDir);
    expect(masterKeyId(newKey)).toBe(summary.newKeyId);
    return newKey;
  }

  it('keeps a report whose file began to arrive before the rotation and was committed after it', async () => {
    const company = await makeCompany(t.database.db, '교체회사');
    const team = await makeAuditTeam(t.app, t.database.db, [company], ['/adminreport']);
    const file = pdfBytes(300_000);
    const form = reportForm(company, { title: '업로드 중 교체' }, [{ name: '증빙.pdf', data: file }]);
    const multipart = new Response(form);
    const body = Buffer.from(await multipart.arrayBuffer());

    // The upload's key is chosen when its file begins to arrive: hold the body there, half sent.
    let resolveOpened = () => {};
    const opened = new Promise<void>((resolve) => {
      resolveOpened = resolve;
    });
    const encryptStream = t.deps.cipher.encryptStream.bind(t.deps.cipher);
    vi.spyOn(t.deps.cipher, 'encryptStream').mockImplementation((binding) => {
      resolveOpened();
      return encryptStream(binding);
    });
    const upload = new PassThrough();
    const response = t.app.inject({
      method: 'POST',
      url: endpointUrl(reporterApi.submit, {}),
      headers: { 'content-type': multipart.headers.get('content-type') ?? '' },
      payload: upload,
    });
    const half = body.length - 150_000;
    upload.write(body.subarray(0, half));
    await opened;
    const oldKeyId = t.deps.cipher.keyId;

    const newKey = await rotate();
    expect(t.deps.cipher.hasKey(oldKeyId)).toBe(false);

    upload.end(body.subarray(half));
    const filed = await response;
    expect(filed.statusCode, filed.body).toBe(200);
    const receipt = filed.json().receiptNumber as string;

    // Every value is under the key the server keeps, and a site started with only that key reads the report whole.
    expect(await valuesNotUnder(t, masterKeyId(newKey))).toEqual([]);
    const restarted = await buildTestApp(
      {},
      { database: { ...t.database, close: async () => {} }, masterKey: newKey },
    );
    try {
      await checkKeyFitsData(t.database.db, restarted.deps.cipher);
      // The background cleaner reads the original too (this made-up PDF ends as not cleaned: served as sent).
      await cleanPendingAttachments(restarted.deps);
      const site: FilledSite = {
        team,
        reports: [{ id: await postIdOf(t.database.db, receipt), receipt, password: VALID_PASSWORD }],
      };
      const [view] = (await siteView(restarted.app, site)) as {
        detail: { title: string };
        files: string[];
        mine: { title?: string };
      }[];
      expect(view?.detail.title).toBe('업로드 중 교체');
      expect(view?.mine.title).toBe('업로드 중 교체');
      expect(view?.files).toEqual([`200 ${sha(file)}`, `200 ${sha(file)}`]);
    } finally {
      await restarted.close();
    }
  });

  it('refuses, once writes under the old key are closed, a value under it from an instance that did not switch', async () => {
    const company = await makeCompany(t.database.db, '교체회사');
    const team = await makeAuditTeam(t.app, t.database.db, [company], ['/adminreport']);
    const postId = await postIdOf(t.database.db, await makeReport(t.app, company, { title: '교체 전 제보' }));
    // An instance that never learns the rotation (no key watch): it keeps writing under the old key.
    const stale = await buildApp({ ...t.deps, cipher: createCipher(oldKey) });
    try {
      const newKey = await rotate();
      const note = (app: typeof t.app) =>
        call(app, noteApi.addNote, {
          params: { postId },
          payload: { content: '교체 후 메모' },
          headers: team.headers,
        });
      expect((await fileReport(stale, reportForm(company, { title: '옛 키 제보' }))).statusCode).toBe(500);
      // The admin's session and grants were resealed under the new key (issue 30, hole 6): the stale instance, which
      // checks them under the old one, does not even authenticate the admin, so nothing is written.
      expect((await note(stale)).statusCode).toBe(401);
      expect((await note(t.app)).statusCode).toBe(200);
      expect(await valuesNotUnder(t, masterKeyId(newKey))).toEqual([]);
      // An instance that learned the new key but whose clock is behind the switch writes under it once the
      // rotation is over (its key watch), instead of being refused.
      const behind = createCipher(oldKey);
      behind.rotateTo(newKey, new Date(Date.now() + 3_600_000));
      await learnRotationKeys(t.database.db, behind);
      expect([behind.keyId, behind.hasKey(masterKeyId(oldKey))]).toEqual([masterKeyId(newKey), false]);
    } finally {
      await stale.close();
    }
  });

  it('guards every encrypted column with the fence trigger', async () => {
    const { rows } = await sql<{ table: string; args: Buffer }>`
      select tgrelid::regclass::text as table, tgargs as args from pg_trigger
      where tgname like '%key_fence'`.execute(t.database.db);
    const guarded = Object.fromEntries(
      rows.map((r) => [r.table, Buffer.from(r.args).toString('utf8').split('\0').filter(Boolean)]),
    );
    expect(guarded).toEqual(
      Object.fromEntries(ENCRYPTED_TABLES.map((e) => [e.table, Object.keys(e.columns)])),
    );
  });

  // On PostgreSQL writers run beside the rotation (the embedded database runs one transaction at a time). A mail
  // (no report: no row the rotation's own pass would wait for) is written under the old key, not yet committed.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'waits, before its last pass, for a transaction that wrote under the old key',
    async () => {
      let wrote = (_id: number) => {};
      const written = new Promise<number>((resolve) => {
        wrote = resolve;
      });
      let commit = () => {};
      const committing = new Promise<void>((resolve) => {
        commit = resolve;
      });
      const writer = t.database.db.transaction().execute(async (trx) => {
        const [id = 0] = await reserveMailIds(trx, 1);
        const old = createCipher(oldKey);
        const mail = { id, to: 'a@audit.example', subject: '교체 중', postId: null };
        const enc = {
          bodyEnc: old.encrypt('본문', BIND.mailBody(id)),
          htmlEnc: old.encrypt('<p>본문</p>', BIND.mailHtml(id)),
        };
        await enqueueMails(trx, [{ ...mail, ...enc }], new Date());
        wrote(id);
        await committing;
      });
      const id = await written;
      let rotated = false;
      const rotation = rotate().finally(() => {
        rotated = true;
      });
      // Until the rotation waits for the writer's transaction (or, without the fence, has finished beside it).
      const fenced = async () =>
        (
          await sql<{ n: number }>`select count(*)::int as n from pg_locks
            where locktype = 'advisory' and not granted`.execute(t.database.db)
        ).rows[0]?.n;
      while (!rotated && !(await fenced())) await new Promise((r) => setTimeout(r, 20));
      commit();
      await writer;
      const newKey = await rotation;
      expect(await valuesNotUnder(t, masterKeyId(newKey))).toEqual([]);
      const row = await rowByKey(t.database.db, 'mail_outbox', 'id', id, ['body_enc']);
      expect(createCipher(newKey).decryptText(row?.body_enc as Buffer, BIND.mailBody(id))).toBe('본문');
    },
    60_000,
  );
});
