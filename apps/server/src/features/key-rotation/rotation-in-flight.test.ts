import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { endpointUrl, reporterApi } from '@audit/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rowsNotUnderKey } from '../../db/table-rows.ts';
import { ENCRYPTED_TABLES } from '../../security/cipher-bindings.ts';
import { masterKeyId } from '../../security/crypto.ts';
import { loadMasterKey, replaceKeyFile } from '../../security/master-key-file.ts';
import { makeAuditTeam, makeCompany } from '../../test-support/factories.ts';
import { type FilledSite, siteView } from '../../test-support/filled-site.ts';
import { postIdOf } from '../../test-support/report-world.ts';
import { pdfBytes, reportForm, VALID_PASSWORD } from '../../test-support/reports.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { cleanPendingAttachments } from '../attachments/clean-attachments.ts';
import { rotateMasterKey } from './rotate-key.ts';
import { checkKeyFitsData } from './rotation-keys.ts';

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
  }, 60_000);
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
    vi.spyOn(t.deps.cipher, 'encryptStream').mockImplementation((binding, capacity) => {
      resolveOpened();
      return encryptStream(binding, capacity);
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
  }, 60_000);
});
